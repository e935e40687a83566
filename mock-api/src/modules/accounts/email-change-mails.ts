import type { MailMessage } from '../../platform/mail/mailer';

/** Sent to the new address: the change happens only when this link is opened. */
export function emailChangeConfirmEmail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your new e-mail for Panic Squad',
    text: [
      `Hi ${firstName},`,
      '',
      'Someone (we hope you) asked to use this address for their Panic Squad account.',
      `Confirm it here within 24 hours; the link works once: ${link}`,
      '',
      'If it was not you, ignore this e-mail: nothing changes.',
      '',
      'Panic Squad',
    ].join('\n'),
  };
}

/** Sent to the old address once the change is made, so a change its owner did not make does not go unnoticed. */
export function emailChangedEmail(
  account: { oldEmail: string; newEmail: string; firstName: string },
  siteUrl: string,
): MailMessage {
  return {
    to: account.oldEmail,
    subject: 'Your Panic Squad e-mail was changed',
    text: [
      `Hi ${account.firstName},`,
      '',
      `Your Panic Squad account now uses ${account.newEmail}; mail about your orders goes there from now on.`,
      '',
      `If that was not you, write to us at the address below, and reset your password: ${siteUrl}/account/forgot-password`,
      '',
      'Panic Squad',
    ].join('\n'),
  };
}
