import { z } from 'zod';

/** An uploaded preview may run this long at most; longer files are refused. */
export const PREVIEW_MAX_SECONDS = 35;
/** A 35-second MP3 at 320 kbit/s is about 1.4 MB; this leaves room for Ogg and tags. */
export const PREVIEW_MAX_BYTES = 3 * 1024 * 1024;
/** The multipart field that carries the uploaded preview. */
export const PREVIEW_UPLOAD_FIELD = 'file';

/** An uploaded file, a seeded album's generated sketch, or nothing to play yet. */
export const previewSources = ['upload', 'sketch', 'none'] as const;
export type PreviewSource = (typeof previewSources)[number];

/** GET /api/admin/music/tracks: every release's tracks, each with the preview fans hear. */
export const adminTrackPreviewSchema = z.object({
  trackId: z.string(),
  /** The release's slug. */
  release: z.string(),
  number: z.number().int(),
  title: z.string(),
  source: z.enum(previewSources),
  /** Whether removing the upload brings back a generated sketch (seeded albums only) rather than silence. */
  hasSketch: z.boolean(),
  /** The uploaded file's type and length; null without an upload. */
  contentType: z.enum(['audio/mpeg', 'audio/ogg']).nullable(),
  durationMs: z.number().int().nullable(),
  uploadedAt: z.string().nullable(),
  /** Null when there is nothing to play. */
  previewUrl: z.string().nullable(),
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
