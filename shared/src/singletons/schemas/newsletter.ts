import { z } from 'zod';
import { safeText } from './safe-text';

/** Where a signup form sits; top_banner is the experiment's banner variant. */
export const NEWSLETTER_SOURCES = [
  'contact_form',
  'exit_intent_modal',
  'newsletter_popup',
  'top_banner',
  'store',
  'other',
] as const;

export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** The longest address SMTP can deliver to (RFC 5321). */
export const NEWSLETTER_EMAIL_MAX_LENGTH = 254;
export const NEWSLETTER_VARIANT_MAX_LENGTH = 50;
export const NEWSLETTER_NAME_MAX_LENGTH = 100;

export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  confirmationSent: 'Almost there! Check your inbox and confirm your e-mail address to join the Squad.',
  confirmed: 'Welcome to the Squad! Your free EP is on its way to your inbox.',
  invalidConfirmLink: 'This confirmation link is not valid or has been used already',
  expiredConfirmLink: 'This confirmation link has expired; sign up again for a fresh one',
  tooManyConfirmations: 'Lots of fans are confirming from your network right now.',
  unsubscribed: 'You are unsubscribed from the Panic Squad newsletter.',
  invalidUnsubscribeLink: 'This unsubscribe link is not valid',
} as const;

/** Trimmed, with the domain in lower case: domains ignore case, local parts may not. */
export function normaliseEmail(raw: string): string {
  const email = raw.trim();
  const at = email.lastIndexOf('@');
  return at === -1 ? email : email.slice(0, at) + email.slice(at).toLowerCase();
}

export const newsletterEmailSchema = safeText({
  error: (issue) => (issue.input == null ? NEWSLETTER_MESSAGES.emailRequired : NEWSLETTER_MESSAGES.emailInvalid),
})
  .trim()
  .min(1, NEWSLETTER_MESSAGES.emailRequired)
  .max(NEWSLETTER_EMAIL_MAX_LENGTH, NEWSLETTER_MESSAGES.emailInvalid)
  .regex(z.regexes.email, NEWSLETTER_MESSAGES.emailInvalid)
  .overwrite(normaliseEmail);

const optionalText = (max: number) =>
  safeText('must be text')
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((text) => text || undefined);

/** POST /api/newsletter/signup (spec 1 §3 "Newsletter signup payload"). */
export const newsletterSignupBodySchema = z.object({
  email: newsletterEmailSchema,
  source: z.enum(NEWSLETTER_SOURCES, `must be one of ${NEWSLETTER_SOURCES.join(', ')}`).default('other'),
  variant: optionalText(NEWSLETTER_VARIANT_MAX_LENGTH),
  name: optionalText(NEWSLETTER_NAME_MAX_LENGTH),
  wantsUpdates: z.boolean('must be true or false').default(false),
});

export type NewsletterSignupInput = z.input<typeof newsletterSignupBodySchema>;
export type NewsletterSignup = z.output<typeof newsletterSignupBodySchema>;

/** The same answer for a new, repeated or renewed signup, so it tells nobody who is subscribed. */
export const newsletterSignupResponseSchema = z.object({
  status: z.literal('confirmation_sent'),
  message: z.string(),
});

export type NewsletterSignupResponse = z.infer<typeof newsletterSignupResponseSchema>;

/** POST /api/newsletter/confirm: the token from the link in the confirmation e-mail. */
/** Confirmations one client address may send per minute, counted apart from signups (a venue's or campus's one address). */
export const NEWSLETTER_CONFIRMS_PER_MINUTE = 60;

export const newsletterConfirmBodySchema = z.object({
  token: z.string('must be text').max(100, 'must be at most 100 characters'),
});

export const newsletterConfirmResponseSchema = z.object({
  status: z.literal('confirmed'),
  message: z.string(),
});

export type NewsletterConfirmResponse = z.infer<typeof newsletterConfirmResponseSchema>;

/** POST /api/newsletter/unsubscribe?token=... (one-click List-Unsubscribe). */
export const newsletterUnsubscribeResponseSchema = z.object({
  status: z.literal('unsubscribed'),
  message: z.string(),
});

export type NewsletterUnsubscribeResponse = z.infer<typeof newsletterUnsubscribeResponseSchema>;
