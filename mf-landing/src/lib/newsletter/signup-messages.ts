import { ApiError } from '@ps/shared/api';

/** Spec 1 §5 and §8: the words every signup form uses. */
export const SIGNUP_MESSAGES = {
  emailRequired: { title: 'Email Required', description: 'Please enter your email address' },
  invalidEmail: 'Invalid email',
  success: {
    title: 'Welcome to the Squad!',
    description: 'Check your email for your welcome message and exclusive content!',
  },
  failureTitle: 'Signup Failed',
  failureFallback: 'Please try again later.',
  pending: 'JOINING THE SQUAD...',
} as const;

/** The server's own words when it sent an error body, otherwise the generic retry hint. */
export function signupFailureMessage(error: unknown): string {
  return error instanceof ApiError
    ? error.userMessage(SIGNUP_MESSAGES.failureFallback)
    : SIGNUP_MESSAGES.failureFallback;
}
