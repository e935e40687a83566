import { z } from 'zod';
import { addressFieldsSchema } from './address';
import { emailSchema } from './customer';
import { safeText } from './safe-text';
import { ACCOUNT_MESSAGES, PASSWORD_POLICY_MIN_LENGTH } from '@ps/shared/rules';

export { ACCOUNT_MESSAGES, PASSWORD_POLICY_MIN_LENGTH };

/** The header that carries the session's CSRF token on every write. */
export const CSRF_HEADER = 'x-csrf-token';

/** Length only: forms check it at once; the server adds the common-password list. */
export const newPasswordSchema = safeText({ error: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, ACCOUNT_MESSAGES.passwordRequired)
  .min(PASSWORD_POLICY_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  .max(128, ACCOUNT_MESSAGES.passwordTooLong);

/** Signing in never says what is wrong with a password beyond "incorrect". */
const currentPasswordSchema = safeText({ error: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, ACCOUNT_MESSAGES.passwordRequired)
  .max(128, ACCOUNT_MESSAGES.invalidCredentials);

export const registerBodySchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: addressFieldsSchema.shape.firstName,
  lastName: addressFieldsSchema.shape.lastName,
  marketingEmails: z.boolean().default(false),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.object({ email: emailSchema, password: currentPasswordSchema });
export type LoginBody = z.input<typeof loginBodySchema>;

export const passwordResetBodySchema = z.object({ email: emailSchema });
export type PasswordResetBody = z.input<typeof passwordResetBodySchema>;

/** The token from a one-time link (password reset, staff invitation) and the new password. */
export const setPasswordWithTokenBodySchema = z.object({
  token: z.string().regex(/^[\w-]{43}$/, ACCOUNT_MESSAGES.invalidResetLink),
  password: newPasswordSchema,
});
export type SetPasswordWithTokenBody = z.input<typeof setPasswordWithTokenBodySchema>;

/** The token from a sign-up confirmation link. */
export const confirmEmailBodySchema = z.object({
  token: z.string().regex(/^[\w-]{43}$/, ACCOUNT_MESSAGES.invalidConfirmLink),
});
export type ConfirmEmailBody = z.input<typeof confirmEmailBodySchema>;

export const accountUserSchema = z.object({ email: z.string(), name: z.string() });
export type AccountUser = z.infer<typeof accountUserSchema>;

/** GET /api/account/session, and the answer of register and login. */
export const accountSessionResponseSchema = z.object({
  user: accountUserSchema.nullable(),
  csrfToken: z.string(),
  /**
   * The account's cart (its x-session-id) after sign-in: the browser adopts it, so the
   * cart follows the account to any device. Null when nobody is signed in.
   */
  cartSessionId: z.string().nullable(),
});
export type AccountSessionResponse = z.infer<typeof accountSessionResponseSchema>;

/**
 * GET /api/account/addresses: the addresses of the account's latest order, which checkout
 * starts from; null before the first order.
 */
export const accountAddressesResponseSchema = z.object({
  shippingAddress: addressFieldsSchema.nullable(),
  billingAddress: addressFieldsSchema.nullable(),
});
export type AccountAddressesResponse = z.infer<typeof accountAddressesResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
