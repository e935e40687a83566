/**
 * Issue 11: new account passwords are at least this long (and not a common one, checked by the server).
 * Here rather than in the schemas so that the form fields stating it do not load zod with `@ps/shared/form`,
 * which the cart's promo code also uses (decision 029).
 */
export const PASSWORD_POLICY_MIN_LENGTH = 10;
