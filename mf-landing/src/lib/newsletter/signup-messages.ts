/** Spec 1 §5 and §8: the words every signup form uses. */
export const SIGNUP_MESSAGES = {
  emailRequired: { title: 'Email Required', description: 'Please enter your email address' },
  invalidEmail: 'Invalid email',
  // Nobody is subscribed before following the confirm link: the toast says what happens next, nothing more.
  success: {
    title: 'Check your inbox',
    description: 'We sent you a link to confirm your subscription. Your free EP follows once you confirm.',
  },
  failureTitle: 'Signup Failed',
  failureFallback: 'Please try again later.',
  pending: 'JOINING THE SQUAD...',
} as const;
