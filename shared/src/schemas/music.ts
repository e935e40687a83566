import { z } from 'zod';

/** An uploaded preview may run this long at most; longer files are refused. */
export const PREVIEW_MAX_SECONDS = 35;
/** A 35-second MP3 at 320 kbit/s is about 1.4 MB; this leaves room for Ogg and tags. */
export const PREVIEW_MAX_BYTES = 3 * 1024 * 1024;
/** The multipart field that carries the uploaded preview. */
export const PREVIEW_UPLOAD_FIELD = 'file';

export const previewSources = ['sketch', 'upload'] as const;
export type PreviewSource = (typeof previewSources)[number];

/** GET /api/admin/music/tracks: each track with the preview fans hear. */
export const adminTrackPreviewSchema = z.object({
  trackId: z.string(),
  release: z.string(),
  number: z.number().int(),
  source: z.enum(previewSources),
  /** The uploaded file's type and length; null for the generated sketch. */
  contentType: z.enum(['audio/mpeg', 'audio/ogg']).nullable(),
  durationMs: z.number().int().nullable(),
  uploadedAt: z.string().nullable(),
  previewUrl: z.string(),
});

export type AdminTrackPreview = z.infer<typeof adminTrackPreviewSchema>;

export const adminTrackPreviewListSchema = z.object({ tracks: z.array(adminTrackPreviewSchema) });
export type AdminTrackPreviewList = z.infer<typeof adminTrackPreviewListSchema>;

export const trackIdParamsSchema = z.object({
  trackId: z
    .string()
    .max(64)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a track id such as my-space-01'),
});
