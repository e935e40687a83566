import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from './pagination';
import { expectedVersionSchema, formVersionSchema } from './common';
import { safeText } from './safe-text';

export const TOUR_DATE_STATUSES = ['scheduled', 'cancelled', 'sold_out'] as const;
export type TourDateStatus = (typeof TOUR_DATE_STATUSES)[number];

/** A show's public face, as GET /api/tour-dates sends it. */
export const tourDateSchema = z.object({
  id: z.number().int().positive(),
  city: z.string(),
  venue: z.string(),
  /** ISO date-time with offset: the doors-open moment. */
  startsAt: z.string(),
  /** IANA zone of the venue, so the date and time read as the venue's. */
  timeZone: z.string(),
  /** The show's own ticket page; null when there is none yet (no GET TICKETS button). */
  ticketUrl: z.string().nullable(),
  /** Null when the box office does not tell us. */
  ticketsTotal: z.number().int().nonnegative().nullable(),
  ticketsRemaining: z.number().int().nonnegative().nullable(),
  status: z.enum(TOUR_DATE_STATUSES),
});
export type TourDate = z.infer<typeof tourDateSchema>;

export const tourDatesResponseSchema = z.object({ tourDates: z.array(tourDateSchema) });
export type TourDatesResponse = z.infer<typeof tourDatesResponseSchema>;

export const tourDateResponseSchema = z.object({ tourDate: tourDateSchema });
export type TourDateResponse = z.infer<typeof tourDateResponseSchema>;

/**
 * The console's view of a show: the public one, whether (when, to how many) it was mailed to the
 * newsletter, its presale, and who a cancellation tells.
 */
export const adminTourDateSchema = tourDateSchema.extend({
  announcedAt: z.string().nullable(),
  announcedTo: z.number().int().nonnegative().nullable(),
  presaleCode: z.string().nullable(),
  publicSaleAt: z.string().nullable(),
  /** Subscribers the announcement reached who are still subscribed: cancelling now mails them. */
  cancellationAudience: z.number().int().nonnegative(),
  /** How many were mailed the cancellation; null until cancelled, and for a show never announced. */
  cancellationMailedTo: z.number().int().nonnegative().nullable(),
  version: formVersionSchema,
});
export type AdminTourDate = z.infer<typeof adminTourDateSchema>;

/** Which shows the console lists: those to come (soonest first), those played (latest first), or all by date. */
export const TOUR_LIST_WHEN = ['upcoming', 'played', 'all'] as const;
export type TourListWhen = (typeof TOUR_LIST_WHEN)[number];

/** GET /api/admin/tour-dates?when=&limit=&offset=. */
export const adminTourDatesQuerySchema = pageQuerySchema(20).extend({
  when: z.enum(TOUR_LIST_WHEN, `must be one of ${TOUR_LIST_WHEN.join(', ')}`).default('upcoming'),
});
export type AdminTourDatesQuery = z.input<typeof adminTourDatesQuerySchema>;

/** GET /api/admin/tour-dates: one page of shows. */
export const adminTourDatesResponseSchema = z.object({
  tourDates: z.array(adminTourDateSchema),
  pagination: paginationSchema,
});
export type AdminTourDatesResponse = z.infer<typeof adminTourDatesResponseSchema>;

/** What every /api/admin/tour-dates write answers. */
export const adminTourDateResponseSchema = z.object({ tourDate: adminTourDateSchema });
export type AdminTourDateResponse = z.infer<typeof adminTourDateResponseSchema>;

const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const place = (label: string) =>
  safeText({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(120, 'must be at most 120 characters');

const ticketCountSchema = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .nonnegative('must be 0 or more')
  .max(1_000_000, 'is too large')
  .nullable()
  .default(null);

/** Letters, digits and dashes: what a ticket vendor's presale field takes and a fan can type. */
export const PRESALE_CODE_PATTERN = /^[A-Za-z0-9-]{3,40}$/;

/**
 * POST /api/admin/tour-dates and PUT /api/admin/tour-dates/{id}. Status changes have their own routes.
 * The server also wants a changed public-sale time to lie ahead.
 */
export const tourDateBodySchema = z
  .object({
    city: place('City'),
    venue: place('Venue'),
    startsAt: z.iso.datetime({ offset: true, error: 'must be a date and time' }),
    timeZone: z.string({ error: 'Time zone is required' }).max(64).refine(isTimeZone, 'is not a known time zone'),
    ticketUrl: z
      .url({ protocol: /^https$/, error: 'must be an https:// address' })
      .max(500)
      .nullable()
      .default(null),
    ticketsTotal: ticketCountSchema,
    ticketsRemaining: ticketCountSchema,
    presaleCode: z
      .string({ error: 'must be text' })
      .regex(PRESALE_CODE_PATTERN, 'must be 3 to 40 letters, digits or dashes')
      .nullable()
      .default(null),
    publicSaleAt: z.iso.datetime({ offset: true, error: 'must be a date and time' }).nullable().default(null),
    expectedVersion: expectedVersionSchema,
  })
  .superRefine((body, ctx) => {
    if (body.presaleCode !== null && body.ticketUrl === null) {
      ctx.addIssue({ code: 'custom', path: ['ticketUrl'], message: 'is needed: the presale code is used there' });
    }
    if (body.presaleCode !== null && body.publicSaleAt === null) {
      ctx.addIssue({ code: 'custom', path: ['publicSaleAt'], message: 'is needed: the code works until then' });
    }
    if (body.publicSaleAt !== null && Date.parse(body.publicSaleAt) >= Date.parse(body.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['publicSaleAt'], message: 'must be before the show' });
    }
    if (body.ticketsRemaining !== null && body.ticketsTotal !== null && body.ticketsRemaining > body.ticketsTotal) {
      ctx.addIssue({ code: 'custom', path: ['ticketsRemaining'], message: 'cannot be more than the total' });
    }
  });
export type TourDateBody = z.input<typeof tourDateBodySchema>;
