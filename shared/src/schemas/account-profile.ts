import { z } from 'zod';
import { registerBodySchema } from './account';
import { emailSchema } from './customer';
import { changePasswordBodySchema, TWO_FACTOR_MESSAGES } from './staff-two-factor';

export const ACCOUNT_PROFILE_MESSAGES = {
  wrongPassword: TWO_FACTOR_MESSAGES.wrongPassword,
  emailChangeSent: 'Check the inbox of your new address: the change happens when you open the link we sent there.',
  sameEmail: 'This is already your e-mail address',
  emailChanged: 'Your e-mail address has been changed.',
  invalidEmailChangeLink: 'This link is invalid or has expired. Ask for the change again from your account page.',
  emailTaken: 'This address now belongs to another account, so your e-mail was not changed.',
  accountDeleted:
    'Your account has been deleted. Orders the law requires us to keep stay, without your name or address.',
} as const;

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
