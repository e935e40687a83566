import type { AdminRelease, Release, releaseBodySchema } from '@ps/shared/schemas';
import type { z } from 'zod';
import { trackIdOf } from './preview-catalog';
import type { ReleaseRecord, ReleaseValues } from './repository';

type ReleaseInput = z.output<typeof releaseBodySchema>;

/** What a track's preview is: an uploaded file, a seeded album's sketch, or none. */
export type PreviewOf = (trackId: string) => 'upload' | 'sketch' | null;

export const toRelease = (row: ReleaseRecord, previewOf: PreviewOf): Release => ({
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
    const preview = previewOf(id);
    return {
      id,
      ...track,
      previewUrl: preview ? `/api/audio/previews/${id}` : null,
      previewIsSketch: preview === 'sketch',
    };
  }),
  links: {
    spotify: row.spotifyUrl,
    appleMusic: row.appleMusicUrl,
    youtube: row.youtubeUrl,
    download: row.downloadUrl,
  },
  featured: row.featured,
});

export const toAdminRelease = (row: ReleaseRecord, previewOf: PreviewOf): AdminRelease => ({
  ...toRelease(row, previewOf),
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
