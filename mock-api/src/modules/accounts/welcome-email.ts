import type { MailMessage } from '../../platform/mail/mailer';

/** Sent once, when the account is created (signing up, at checkout or on the sign-up page). */
export function welcomeEmail(account: { email: string; firstName: string }, siteUrl: string): MailMessage {
  return {
    to: account.email,
    subject: 'Welcome to the Panic Squad',
    text: [
      `Hi ${account.firstName},`,
      '',
      'Your Panic Squad account is ready. Sign in with this e-mail address and the password you chose.',
      '',
      `Your orders: ${siteUrl}/account/orders`,
      '',
      'Stay anxious, stay loud.',
      'Panic Squad',
    ].join('\n'),
  };
}
