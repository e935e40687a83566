import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/tables';
import type { ReleasesTable } from '../../db/release-tables';
import { trackIdOf } from './preview-catalog';

export type ReleaseValues = Omit<Insertable<ReleasesTable>, 'id' | 'createdAt' | 'updatedAt'>;

/** Every column, with the release day as `YYYY-MM-DD` text on both drivers. */
const columns = [
  'id',
  'slug',
  'title',
  'artist',
  'type',
  sql<string>`to_char(released_on, 'YYYY-MM-DD')`.as('releasedOn'),
  'description',
  'genres',
  'cover',
  'tracks',
  'spotifyUrl',
  'appleMusicUrl',
  'youtubeUrl',
  'downloadUrl',
  'featured',
  'updatedAt',
] as const;

const newest = (db: Db) =>
  db.selectFrom('releases').select(columns).orderBy('releasedOn', 'desc').orderBy('id', 'desc');

/** Every release, newest first. */
export const allReleases = (db: Db) => newest(db).execute();

/** One page of the console's list, newest release first, with the count of every release. */
export async function releasesPage(db: Db, { limit, offset }: { limit: number; offset: number }) {
  const [{ total }, rows] = await Promise.all([
    db
      .selectFrom('releases')
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
    newest(db).limit(limit).offset(offset).execute(),
  ]);
  return { total, rows };
}

export async function insertRelease(db: Db, values: ReleaseValues) {
  const { id } = await db.insertInto('releases').values(values).returning('id').executeTakeFirstOrThrow();
  return newest(db).where('id', '=', id).executeTakeFirstOrThrow();
}

/** The release as changed; undefined when there is no such release. */
export async function updateRelease(db: Db, id: number, values: ReleaseValues) {
  const changed = await db
    .updateTable('releases')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return changed ? newest(db).where('id', '=', id).executeTakeFirst() : undefined;
}

export const deleteRelease = async (db: Db, id: number): Promise<boolean> =>
  (await db.deleteFrom('releases').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n;

/** Whether another release than `exceptId` already uses the slug. */
export async function releaseSlugTaken(db: Db, slug: string, exceptId: number | null): Promise<boolean> {
  let query = db.selectFrom('releases').select('id').where('slug', '=', slug);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function releaseTrackCount(db: Db, slug: string): Promise<number> {
  const row = await db.selectFrom('releases').select('tracks').where('slug', '=', slug).executeTakeFirst();
  return row?.tracks.length ?? 0;
}

export const uploadedPreviewIds = async (db: Db): Promise<Set<string>> =>
  new Set((await db.selectFrom('trackPreviews').select('trackId').execute()).map((row) => row.trackId));

/**
 * Drops the uploaded previews of tracks no release has any more, in the write's transaction, so
 * a release added again under the same slug does not inherit them. Their files stay in storage.
 */
export async function pruneOrphanPreviews(db: Db): Promise<void> {
  const lists = await db.selectFrom('releases').select(['slug', 'tracks']).execute();
  const live = lists.flatMap(({ slug, tracks }) => tracks.map((_, index) => trackIdOf(slug, index + 1)));
  let query = db.deleteFrom('trackPreviews');
  if (live.length > 0) query = query.where('trackId', 'not in', live);
  await query.execute();
}

export type ReleaseRecord = Awaited<ReturnType<typeof allReleases>>[number];
