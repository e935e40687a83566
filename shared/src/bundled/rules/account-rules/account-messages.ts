import { PASSWORD_POLICY_MIN_LENGTH } from './password-policy';

export const ACCOUNT_MESSAGES = {
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_POLICY_MIN_LENGTH} characters`,
  passwordTooLong: 'Password must be at most 128 characters',
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  passwordIsEmail: 'Your password must not be your e-mail address',
  invalidCredentials: 'The e-mail or password is incorrect',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait and try again.',
  signInSlowed: 'This account has had many failed sign-ins, so its sign-ins are slowed down.',
  confirmationSent:
    'Check your inbox to confirm your e-mail. If this address already has an account, we have written to it instead.',
  emailNotConfirmed: 'Confirm your e-mail first: we have sent you a new link.',
  invalidConfirmLink: 'This confirmation link is invalid or has expired. Sign in to get a new one.',
  resetRequested: 'If an account uses this e-mail, we have sent it a link to choose a new password.',
  resetDone: 'Your password has been changed. Sign in with your new password.',
  invalidResetLink: 'This link is invalid or has expired. Ask for a new one.',
  signInRequired: 'Please sign in to continue',
  staffSignInRequired: 'Please sign in with a staff account',
  forbidden: 'Your role does not allow this',
} as const;

export const ACCOUNT_PROFILE_MESSAGES = {
  wrongPassword: 'Your current password is not right',
  emailChangeSent: 'Check the inbox of your new address: the change happens when you open the link we sent there.',
  sameEmail: 'This is already your e-mail address',
  emailChanged: 'Your e-mail address has been changed.',
  invalidEmailChangeLink: 'This link is invalid or has expired. Ask for the change again from your account page.',
  emailTaken: 'This address now belongs to another account, so your e-mail was not changed.',
  accountDeleted:
    'Your account has been deleted. Orders the law requires us to keep stay, without your name or address.',
} as const;

/** Enough for home, work, family and a few friends; a bound keeps one account from filling the table. */
export const ADDRESS_BOOK_LIMIT = 20;
