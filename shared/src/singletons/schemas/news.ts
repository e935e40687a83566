import { z } from 'zod';
import { NEWS_PUBLIC_LIMIT, NEWS_TYPES } from '@ps/shared/rules';
import { expectedVersionSchema, formVersionSchema } from './common';
import { pageQuerySchema, paginationSchema } from './pagination';
import { safeText } from './safe-text';

export const NEWS_TITLE_MAX = 120;
export const NEWS_CONTENT_MAX = 1000;

/** A post as fans read it in "What's happening" (GET /api/news). */
export const newsPostSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  /** The day it was posted, `YYYY-MM-DD`. */
  date: z.string(),
  type: z.enum(NEWS_TYPES),
  content: z.string(),
  /** Flagged by the band; the landing says HOT only while the post is recent. */
  isHot: z.boolean(),
});
export type NewsPost = z.infer<typeof newsPostSchema>;

/** GET /api/news?limit=: the latest published posts. */
export const newsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, `must be between 1 and ${NEWS_PUBLIC_LIMIT.max}`)
    .max(NEWS_PUBLIC_LIMIT.max, `must be between 1 and ${NEWS_PUBLIC_LIMIT.max}`)
    .default(NEWS_PUBLIC_LIMIT.default),
});
export type NewsQuery = z.input<typeof newsQuerySchema>;

export const newsResponseSchema = z.object({ news: z.array(newsPostSchema) });
export type NewsResponse = z.infer<typeof newsResponseSchema>;

/** The console's view: the public post, whether fans see it, and when it was last saved. */
export const adminNewsPostSchema = newsPostSchema.extend({
  published: z.boolean(),
  updatedAt: z.string(),
  version: formVersionSchema,
});
export type AdminNewsPost = z.infer<typeof adminNewsPostSchema>;

/** Which posts the console lists, newest first. */
export const NEWS_LIST_STATES = ['all', 'published', 'draft'] as const;
export type NewsListState = (typeof NEWS_LIST_STATES)[number];

/** GET /api/admin/news?state=&limit=&offset=. */
export const adminNewsQuerySchema = pageQuerySchema(20).extend({
  state: z.enum(NEWS_LIST_STATES, `must be one of ${NEWS_LIST_STATES.join(', ')}`).default('all'),
});
export type AdminNewsQuery = z.input<typeof adminNewsQuerySchema>;

export const adminNewsResponseSchema = z.object({ news: z.array(adminNewsPostSchema), pagination: paginationSchema });
export type AdminNewsResponse = z.infer<typeof adminNewsResponseSchema>;

/** What every /api/admin/news write answers. */
export const adminNewsPostResponseSchema = z.object({ post: adminNewsPostSchema });
export type AdminNewsPostResponse = z.infer<typeof adminNewsPostResponseSchema>;

const requiredText = (label: string, max: number) =>
  safeText({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `must be at most ${max} characters`);

/** The band's first posts are from 2024; anything before 2000 is a typo, not history. */
const EARLIEST_NEWS_DATE = '2000-01-01';

/**
 * POST /api/admin/news and PUT /api/admin/news/{id}. Publishing has its own routes; the server
 * also refuses a date after today (its clock is the authority).
 */
export const newsPostBodySchema = z.object({
  title: requiredText('Title', NEWS_TITLE_MAX),
  date: z.iso
    .date({ error: 'must be a date (YYYY-MM-DD)' })
    .refine((date) => date >= EARLIEST_NEWS_DATE, `must be ${EARLIEST_NEWS_DATE} or later`),
  type: z.enum(NEWS_TYPES, `must be one of ${NEWS_TYPES.join(', ')}`),
  content: requiredText('Content', NEWS_CONTENT_MAX),
  isHot: z.boolean({ error: 'must be true or false' }).default(false),
  expectedVersion: expectedVersionSchema,
});
export type NewsPostBody = z.input<typeof newsPostBodySchema>;
