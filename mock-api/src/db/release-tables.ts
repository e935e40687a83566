import type { ColumnType, Generated } from 'kysely';
import type { CoverMotif, ReleaseType } from '@ps/shared/rules';

/* The band's releases (migration 0051). */

export interface StoredTrack {
  title: string;
  seconds: number;
  popular: boolean;
}

export interface StoredCover {
  motif: CoverMotif;
  background: string;
  accent: string;
}

/** jsonb read as a value, written as JSON text (a JS array would be sent as a PostgreSQL array). */
type Json<T> = ColumnType<T, string, string>;

export interface ReleasesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  artist: string;
  type: ReleaseType;
  /** A `date` column: read it as text (`YYYY-MM-DD`), never as a Date, so no time zone shifts the day. */
  releasedOn: ColumnType<unknown, string, string>;
  description: string;
  genres: Json<string[]>;
  cover: Json<StoredCover>;
  tracks: Json<StoredTrack[]>;
  spotifyUrl: string | null;
  appleMusicUrl: string | null;
  youtubeUrl: string | null;
  downloadUrl: string | null;
  featured: boolean;
  createdAt: ColumnType<Date, Date | undefined, never>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}
