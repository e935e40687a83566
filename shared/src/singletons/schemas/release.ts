import { z } from 'zod';
import { COVER_MOTIFS, RELEASE_TYPES, type ReleaseLinkKind } from '@ps/shared/rules';
import { pageQuerySchema, paginationSchema } from './pagination';
import { safeText } from './safe-text';

export const RELEASE_MAX_TRACKS = 40;
export const RELEASE_MAX_GENRES = 6;

const linksSchema = z.object({
  spotify: z.string().nullable(),
  appleMusic: z.string().nullable(),
  youtube: z.string().nullable(),
  download: z.string().nullable(),
} satisfies Record<ReleaseLinkKind, unknown>);

const coverSchema = z.object({
  motif: z.enum(COVER_MOTIFS, `must be one of ${COVER_MOTIFS.join(', ')}`),
  background: z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a colour such as #ff4f8b'),
  accent: z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a colour such as #ffd23f'),
});

/** A track as fans see it: `id` is `<slug>-<nn>`, `previewUrl` null when there is no preview to play. */
export const releaseTrackSchema = z.object({
  id: z.string(),
  title: z.string(),
  seconds: z.number().int().positive(),
  popular: z.boolean(),
  previewUrl: z.string().nullable(),
  /** The preview is a riff the site generates (seeded albums, nothing uploaded), not a recording: fans are told so. */
  previewIsSketch: z.boolean(),
});
export type ReleaseTrack = z.infer<typeof releaseTrackSchema>;

/** A release as GET /api/releases sends it; "new" is the landing's to derive from `releasedOn`. */
export const releaseSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  title: z.string(),
  artist: z.string(),
  type: z.enum(RELEASE_TYPES),
  /** `YYYY-MM-DD`. */
  releasedOn: z.string(),
  description: z.string(),
  genres: z.array(z.string()),
  cover: coverSchema,
  tracks: z.array(releaseTrackSchema),
  /** Null where the band has no page there: the landing shows no button for it. */
  links: linksSchema,
  featured: z.boolean(),
});
export type Release = z.infer<typeof releaseSchema>;

export const releasesResponseSchema = z.object({ releases: z.array(releaseSchema) });
export type ReleasesResponse = z.infer<typeof releasesResponseSchema>;

export const adminReleaseSchema = releaseSchema.extend({ updatedAt: z.string() });
export type AdminRelease = z.infer<typeof adminReleaseSchema>;

/** GET /api/admin/releases?limit=&offset=: newest release first. */
export const adminReleasesQuerySchema = pageQuerySchema(20);
export type AdminReleasesQuery = z.input<typeof adminReleasesQuerySchema>;

export const adminReleasesResponseSchema = z.object({
  releases: z.array(adminReleaseSchema),
  pagination: paginationSchema,
});
export type AdminReleasesResponse = z.infer<typeof adminReleasesResponseSchema>;

export const adminReleaseResponseSchema = z.object({ release: adminReleaseSchema });
export type AdminReleaseResponse = z.infer<typeof adminReleaseResponseSchema>;

const requiredText = (label: string, max: number) =>
  safeText({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `must be at most ${max} characters`);

/** An https:// page elsewhere, or a page of this site ("/store/..."); never a made-up or script address. */
const SITE_PATH = /^\/(?!\/)\S*$/;
const linkSchema = safeText({ error: 'must be text' })
  .trim()
  .max(500, 'must be at most 500 characters')
  .refine(
    (link) => SITE_PATH.test(link) || z.url({ protocol: /^https$/ }).safeParse(link).success,
    'must be an https:// address or a path on this site starting with /',
  )
  .nullable()
  .default(null);

export const RELEASE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** POST /api/admin/releases and PUT /api/admin/releases/{id}. */
export const releaseBodySchema = z.object({
  slug: z
    .string({ error: 'Slug is required' })
    .max(60, 'must be at most 60 characters')
    .regex(RELEASE_SLUG_PATTERN, 'must be lower-case letters and digits joined by dashes, such as my-space'),
  title: requiredText('Title', 120),
  artist: requiredText('Artist', 120),
  type: z.enum(RELEASE_TYPES, `must be one of ${RELEASE_TYPES.join(', ')}`),
  releasedOn: z.iso
    .date({ error: 'must be a date (YYYY-MM-DD)' })
    .refine((date) => date >= '1990-01-01', 'must be 1990-01-01 or later'),
  description: safeText({ error: 'must be text' }).trim().max(1000, 'must be at most 1000 characters').default(''),
  genres: z
    .array(requiredText('Genre', 30), { error: 'must be a list' })
    .max(RELEASE_MAX_GENRES, `must be at most ${RELEASE_MAX_GENRES}`)
    .default([]),
  cover: coverSchema,
  tracks: z
    .array(
      z.object({
        title: requiredText('Track title', 120),
        seconds: z
          .number({ error: 'must be a number' })
          .int('must be whole seconds')
          .min(1, 'must be at least 1 second')
          .max(3600, 'must be at most an hour'),
        popular: z.boolean({ error: 'must be true or false' }).default(false),
      }),
      { error: 'must be a list' },
    )
    .min(1, 'needs at least one track')
    .max(RELEASE_MAX_TRACKS, `must be at most ${RELEASE_MAX_TRACKS} tracks`),
  links: z.object(
    { spotify: linkSchema, appleMusic: linkSchema, youtube: linkSchema, download: linkSchema } satisfies Record<
      ReleaseLinkKind,
      unknown
    >,
    { error: 'must be an object' },
  ),
  featured: z.boolean({ error: 'must be true or false' }).default(false),
});
export type ReleaseBody = z.input<typeof releaseBodySchema>;
