import type { MailMessage } from '../mail/mailer';

export function passwordResetEmail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Choose a new Panic Squad password',
    text: [
      `Hi ${firstName},`,
      '',
      'Someone (we hope you) asked to reset the password of your Panic Squad account.',
      `Choose a new one here within 30 minutes; the link works once: ${link}`,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
      '',
      'Panic Squad',
    ].join('\n'),
  };
}

/** Sent once after a password reset, to the account's address. */
export function passwordChangedEmail(account: { email: string; firstName: string }, siteUrl: string): MailMessage {
  return {
    to: account.email,
    subject: 'Your Panic Squad password was changed',
    text: [
      `Hi ${account.firstName},`,
      '',
      'The password of your Panic Squad account was just changed, and every device signed in with the old one was signed out.',
      '',
      `If that was you, there is nothing to do. If it was not, choose a new password now: ${siteUrl}/account/forgot-password`,
      'and write to us at the address below.',
      '',
      'Panic Squad',
    ].join('\n'),
  };
}
