import { z } from 'zod';
import { ACCOUNT_MESSAGES, ACCOUNT_PROFILE_MESSAGES, safeText } from '@ps/shared/schemas';

/** Ten single-use codes, shown once when two-factor is turned on. */
export const RECOVERY_CODE_COUNT = 10;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your app, or a recovery code',
  invalidCode: 'That code is not right, or it was already used. Try the next one.',
  noSecondFactorPending: 'Sign in with your e-mail and password first.',
  alreadyEnabled: 'Two-factor is already on for your account.',
  noEnrolmentStarted: 'Start the set-up again: scan the new QR code, then enter a code.',
  enrolmentRequired: 'An admin requires two-factor for all staff. Set it up on your Profile page to continue.',
  enableOwnFirst: 'Turn on two-factor for your own account first, on your Profile page.',
  requiredByPolicy: 'An admin requires two-factor for all staff, so it cannot be turned off.',
  codeOrPassword: 'Enter a current code or your password',
  wrongPassword: ACCOUNT_PROFILE_MESSAGES.wrongPassword,
  tooManyAttempts: 'Too many wrong codes. Please wait and try again.',
} as const;

/** A 6-digit app code, or a recovery code (letters and digits, dashes and spaces ignored). */
export const secondFactorCodeSchema = safeText({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.codeRequired)
  .max(32, TWO_FACTOR_MESSAGES.invalidCode);

/** POST /api/admin/auth/two-factor and POST /api/admin/profile/two-factor/enable. */
export const twoFactorCodeBodySchema = z.object({ code: secondFactorCodeSchema });
export type TwoFactorCodeBody = z.input<typeof twoFactorCodeBodySchema>;

/** POST /api/admin/profile/two-factor/disable: proof it is the member, by a current code or the password. */
export const disableTwoFactorBodySchema = z
  .object({
    code: secondFactorCodeSchema.optional(),
    password: safeText().max(128, ACCOUNT_MESSAGES.invalidCredentials).optional(),
  })
  .refine((body) => Boolean(body.code) || Boolean(body.password), {
    path: ['code'],
    error: TWO_FACTOR_MESSAGES.codeOrPassword,
  });
export type DisableTwoFactorBody = z.input<typeof disableTwoFactorBodySchema>;

/** The Profile form behind it: two fields, either may stay empty, not both. */
export const disableTwoFactorFormSchema = z
  .object({ code: z.string().trim(), password: z.string() })
  .refine((form) => form.code !== '' || form.password !== '', {
    path: ['code'],
    error: TWO_FACTOR_MESSAGES.codeOrPassword,
  });

/** GET /api/admin/profile/two-factor. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** The admin requires it for all staff. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/admin/profile/two-factor/setup: what the authenticator app needs, never stored by the browser. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** A PNG data URL of the otpauth URI, drawn on the server. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** PUT /api/admin/staff/policy. */
export const staffPolicySchema = z.object({ requireTwoFactor: z.boolean({ error: 'must be true or false' }) });
export type StaffPolicy = z.infer<typeof staffPolicySchema>;
