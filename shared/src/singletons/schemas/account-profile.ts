import { z } from 'zod';
import { ACCOUNT_MESSAGES, newPasswordSchema, registerBodySchema } from './account';
import { CUSTOMER_MESSAGES, emailSchema } from './customer';
import { safeText } from './safe-text';
import { ACCOUNT_PROFILE_MESSAGES } from '@ps/shared/rules';

export { ACCOUNT_PROFILE_MESSAGES };

/** POST /api/account/password and POST /api/admin/profile/password: a customer's or a staff member's change. */
export const changePasswordBodySchema = z.object({
  currentPassword: safeText({ error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .max(128, ACCOUNT_PROFILE_MESSAGES.wrongPassword),
  password: newPasswordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** The Profile form: the body plus the confirmation, typed twice on screen only. */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.password, {
    path: ['confirmPassword'],
    message: CUSTOMER_MESSAGES.passwordsDoNotMatch,
  });

/** GET /api/account/profile: the signed-in customer's own details. */
export const accountProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  marketingEmails: z.boolean(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** PATCH /api/account/profile: the name, with the rules of sign-up. */
export const profileNameBodySchema = registerBodySchema.pick({ firstName: true, lastName: true });
export type ProfileNameBody = z.input<typeof profileNameBodySchema>;

/** POST /api/account/email-change: the new address, and the current password to prove it is the owner asking. */
export const emailChangeBodySchema = z.object({
  email: emailSchema,
  currentPassword: changePasswordBodySchema.shape.currentPassword,
});
export type EmailChangeBody = z.input<typeof emailChangeBodySchema>;

/** POST /api/account/email-change/confirm: the token from the link mailed to the new address. */
export const emailChangeConfirmBodySchema = z.object({
  token: z.string().regex(/^[\w-]{43}$/, ACCOUNT_PROFILE_MESSAGES.invalidEmailChangeLink),
});
export type EmailChangeConfirmBody = z.input<typeof emailChangeConfirmBodySchema>;

/** PUT /api/account/marketing: whether the account gets marketing e-mail. */
export const marketingChoiceBodySchema = z.object({
  marketingEmails: z.boolean({ error: 'must be true or false' }),
});
export type MarketingChoiceBody = z.input<typeof marketingChoiceBodySchema>;

/** POST /api/account/delete: the current password, so a session left open cannot delete the account. */
export const deleteAccountBodySchema = z.object({
  currentPassword: changePasswordBodySchema.shape.currentPassword,
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;
