import type { AdminRelease, Release, releaseBodySchema } from '@ps/shared/schemas';
import type { z } from 'zod';
import { isKnownTrackId } from '../audio/preview-catalog';
import type { ReleaseRecord, ReleaseValues } from './repository';

type ReleaseInput = z.output<typeof releaseBodySchema>;

/** `<slug>-<nn>`: the id the audio API serves a track's preview under. */
const trackIdOf = (slug: string, index: number) => `${slug}-${String(index + 1).padStart(2, '0')}`;

export const toRelease = (row: ReleaseRecord): Release => ({
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
    const id = trackIdOf(row.slug, index);
    return { id, ...track, previewUrl: isKnownTrackId(id) ? `/api/audio/previews/${id}` : null };
  }),
  links: {
    spotify: row.spotifyUrl,
    appleMusic: row.appleMusicUrl,
    youtube: row.youtubeUrl,
    download: row.downloadUrl,
  },
  featured: row.featured,
});

export const toAdminRelease = (row: ReleaseRecord): AdminRelease => ({
  ...toRelease(row),
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
