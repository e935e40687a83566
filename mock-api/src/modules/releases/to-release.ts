import type { AdminRelease, Release, releaseBodySchema } from '@ps/shared/schemas';
import type { z } from 'zod';
import { trackIdOf } from '../audio/preview-catalog';
import type { ReleaseRecord, ReleaseValues } from './repository';

type ReleaseInput = z.output<typeof releaseBodySchema>;

/** Whether a track has a preview to play: an uploaded file or a seeded album's sketch. */
export type HasPreview = (trackId: string) => boolean;

export const toRelease = (row: ReleaseRecord, hasPreview: HasPreview): Release => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  artist: row.artist,
  type: row.type,
  releasedOn: row.releasedOn,
  description: row.description,
  genres: row.genres,
  cover: row.cover,
  tracks: row.tracks.map((track, index) => {
    const id = trackIdOf(row.slug, index + 1);
    return { id, ...track, previewUrl: hasPreview(id) ? `/api/audio/previews/${id}` : null };
  }),
  links: {
    spotify: row.spotifyUrl,
    appleMusic: row.appleMusicUrl,
    youtube: row.youtubeUrl,
    download: row.downloadUrl,
  },
  featured: row.featured,
});

export const toAdminRelease = (row: ReleaseRecord, hasPreview: HasPreview): AdminRelease => ({
  ...toRelease(row, hasPreview),
  updatedAt: row.updatedAt.toISOString(),
});

export const toReleaseValues = ({ links, genres, cover, tracks, ...rest }: ReleaseInput): ReleaseValues => ({
  ...rest,
  genres: JSON.stringify(genres),
  cover: JSON.stringify(cover),
  tracks: JSON.stringify(tracks),
  spotifyUrl: links.spotify,
  appleMusicUrl: links.appleMusic,
  youtubeUrl: links.youtube,
  downloadUrl: links.download,
});
