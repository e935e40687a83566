import { z } from 'zod';
import {
  expectedVersionSchema,
  formVersionSchema,
  pageQuerySchema,
  paginationSchema,
  safeText,
} from '@ps/shared/schemas';

export const MAILING_SUBJECT_MAX_LENGTH = 120;
export const MAILING_BODY_MAX_LENGTH = 20_000;

export const MAILING_STATUSES = ['draft', 'sent'] as const;
export type MailingStatus = (typeof MAILING_STATUSES)[number];

/** A newsletter mailing as the console sees it; staff are named, null once their account is gone. */
export const mailingSchema = z.object({
  id: z.number().int().positive(),
  subject: z.string(),
  /** Plain text: paragraphs split by blank lines; the mail links its URLs and escapes the rest. */
  body: z.string(),
  status: z.enum(MAILING_STATUSES),
  writtenBy: z.string().nullable(),
  sentBy: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** How many subscribers it was queued for; null while a draft. */
  recipients: z.number().int().nonnegative().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: formVersionSchema,
});
export type Mailing = z.infer<typeof mailingSchema>;

/** GET /api/admin/mailings?limit=&offset=: newest first. */
export const adminMailingsQuerySchema = pageQuerySchema(20);
export type AdminMailingsQuery = z.input<typeof adminMailingsQuerySchema>;

export const adminMailingsResponseSchema = z.object({
  mailings: z.array(mailingSchema),
  pagination: paginationSchema,
  /** Confirmed and still subscribed: who a send would reach now. */
  subscribers: z.number().int().nonnegative(),
});
export type AdminMailingsResponse = z.infer<typeof adminMailingsResponseSchema>;

export const adminMailingResponseSchema = z.object({ mailing: mailingSchema });
export type AdminMailingResponse = z.infer<typeof adminMailingResponseSchema>;

/** POST /api/admin/mailings/{id}/test: where the test went. */
export const mailingTestResponseSchema = z.object({ sentTo: z.string() });
export type MailingTestResponse = z.infer<typeof mailingTestResponseSchema>;

const required = (label: string, max: number) =>
  safeText({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `must be at most ${max} characters`);

/** POST /api/admin/mailings and PUT /api/admin/mailings/{id}: a draft's words. */
export const mailingBodySchema = z.object({
  subject: required('Subject', MAILING_SUBJECT_MAX_LENGTH).refine(
    (subject) => !/[\r\n]/.test(subject),
    'must be one line',
  ),
  body: required('Text', MAILING_BODY_MAX_LENGTH),
  expectedVersion: expectedVersionSchema,
});
export type MailingBody = z.input<typeof mailingBodySchema>;
