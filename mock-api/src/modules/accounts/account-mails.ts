import type { MailMessage } from '../../platform/mail/mailer';

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

/** Sent at sign-up: the account opens when this link is used. */
export function confirmSignupEmail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your e-mail for Panic Squad',
    text: [
      `Hi ${firstName},`,
      '',
      'Someone (we hope you) created a Panic Squad account with this e-mail address.',
      `Confirm it here within 24 hours to open the account and sign in; the link works once: ${link}`,
      'Orders you placed as a guest with this address then show in your account.',
      '',
      'If it was not you, ignore this e-mail: the account stays closed.',
      '',
      'Panic Squad',
    ].join('\n'),
  };
}

/** Sent instead of a sign-up confirmation when the address already has an account. */
export function accountExistsEmail(account: { email: string; firstName: string }, siteUrl: string): MailMessage {
  return {
    to: account.email,
    subject: 'You already have a Panic Squad account',
    text: [
      `Hi ${account.firstName},`,
      '',
      'Someone just tried to create a Panic Squad account with this e-mail address, which already has one.',
      '',
      `If it was you, sign in: ${siteUrl}/account/sign-in`,
      `or, if you forgot your password, choose a new one: ${siteUrl}/account/forgot-password`,
      '',
      'If it was not you, ignore this e-mail: nothing has changed.',
      '',
      'Panic Squad',
    ].join('\n'),
  };
}
