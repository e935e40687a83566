import { z } from 'zod';
import { emailSchema } from './customer';
import { pageQuerySchema } from './pagination';
import { safeText } from './safe-text';
import {
  FAN_PHOTO_LIMITS,
  FAN_PHOTO_PLATFORMS,
  FAN_PHOTO_STATUSES,
  FAN_PHOTOS_DEFAULT_PAGE_SIZE,
} from '../../bundled/social/fan-photo-rules';

const optionalText = (max: number) =>
  safeText({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : null));

const formFlag = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .optional()
  .transform((value) => value === 'true');

const hashtagList = z
  .array(
    safeText({ error: 'must be text' })
      .trim()
      .min(1, 'must not be empty')
      .max(FAN_PHOTO_LIMITS.hashtagMax, `must be at most ${FAN_PHOTO_LIMITS.hashtagMax} characters`)
      .regex(/^#?[\p{L}\p{N}_]+$/u, 'may hold letters, digits and _ only'),
  )
  .max(FAN_PHOTO_LIMITS.hashtagCount, `may list at most ${FAN_PHOTO_LIMITS.hashtagCount} hashtags`)
  .transform((tags) => [...new Set(tags.map((tag) => tag.replace(/^#/, '')))]);

/** Spec 2 §7: the multipart fields of POST /api/fan-photos/submit; hashtags arrive as JSON text. */
export const fanPhotoSubmissionSchema = z.object({
  caption: safeText({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(FAN_PHOTO_LIMITS.captionMax, `must be at most ${FAN_PHOTO_LIMITS.captionMax} characters`),
  name: safeText({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(FAN_PHOTO_LIMITS.nameMax, `must be at most ${FAN_PHOTO_LIMITS.nameMax} characters`),
  handle: optionalText(FAN_PHOTO_LIMITS.handleMax),
  platform: z.enum(FAN_PHOTO_PLATFORMS, { error: 'must be instagram, tiktok or website' }).default('instagram'),
  location: optionalText(FAN_PHOTO_LIMITS.locationMax),
  hashtags: z
    .string()
    .default('[]')
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'must be a JSON list of hashtags' });
        return z.NEVER;
      }
    })
    .pipe(hashtagList),
  allowRepost: formFlag,
  allowCommercialUse: formFlag,
  /** Optional: where to say that the photo was approved. */
  email: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(emailSchema.optional()),
});
export type FanPhotoSubmission = z.infer<typeof fanPhotoSubmissionSchema>;

export const fanPhotoListQuerySchema = z.object({
  status: z.enum(FAN_PHOTO_STATUSES, { error: 'must be pending, approved, rejected or removed' }).default('pending'),
  ...pageQuerySchema(FAN_PHOTOS_DEFAULT_PAGE_SIZE).shape,
});
export type FanPhotoListQuery = z.infer<typeof fanPhotoListQuerySchema>;

export const fanPhotoRejectSchema = z.object({
  reason: safeText({ error: 'is required' }).trim().min(1, 'is required').max(500, 'must be at most 500 characters'),
});

export const fanPhotoFeatureSchema = z.object({ featured: z.boolean({ error: 'must be true or false' }) });

export const fanPhotoBulkSchema = z.object({
  ids: z
    .array(z.number({ error: 'must be photo ids' }).int().positive(), { error: 'must be a list of photo ids' })
    .min(1, 'choose at least one photo')
    .max(100, 'at most 100 photos at once'),
  action: z.enum(['approve', 'reject'], { error: 'must be approve or reject' }),
  reason: safeText({ error: 'must be text' }).trim().min(1).max(500, 'must be at most 500 characters').optional(),
});
export type FanPhotoBulk = z.infer<typeof fanPhotoBulkSchema>;
