import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/tables';
import type { ReleasesTable } from '../../db/release-tables';
import { trackIdOf } from '../audio/preview-catalog';

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

/** Queries on the band's releases, newest first; a write may run in a given transaction. */
export function createReleaseRepository(db: Db) {
  const newest = (connection: Db = db) =>
    connection.selectFrom('releases').select(columns).orderBy('releasedOn', 'desc').orderBy('id', 'desc');

  return {
    all: () => newest().execute(),

    async page({ limit, offset }: { limit: number; offset: number }) {
      const [{ total }, rows] = await Promise.all([
        db
          .selectFrom('releases')
          .select(sql<number>`count(*)::int`.as('total'))
          .executeTakeFirstOrThrow(),
        newest().limit(limit).offset(offset).execute(),
      ]);
      return { total, rows };
    },

    async create(values: ReleaseValues, trx: Db) {
      const { id } = await trx.insertInto('releases').values(values).returning('id').executeTakeFirstOrThrow();
      return newest(trx).where('id', '=', id).executeTakeFirstOrThrow();
    },

    async update(id: number, values: ReleaseValues, trx: Db) {
      const changed = await trx
        .updateTable('releases')
        .set({ ...values, updatedAt: new Date() })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      return changed ? newest(trx).where('id', '=', id).executeTakeFirst() : undefined;
    },

    delete: async (id: number, trx: Db): Promise<boolean> =>
      (await trx.deleteFrom('releases').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n,

    /** Whether another release than `exceptId` already uses the slug. */
    slugTaken: async (slug: string, exceptId: number | null, trx: Db): Promise<boolean> => {
      let query = trx.selectFrom('releases').select('id').where('slug', '=', slug);
      if (exceptId !== null) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    trackCountOf: async (slug: string): Promise<number> => {
      const row = await db.selectFrom('releases').select('tracks').where('slug', '=', slug).executeTakeFirst();
      return row?.tracks.length ?? 0;
    },

    uploadedPreviewIds: async (): Promise<Set<string>> =>
      new Set((await db.selectFrom('trackPreviews').select('trackId').execute()).map((row) => row.trackId)),

    /**
     * Drops the uploaded previews of tracks no release has any more, in the write's transaction, so
     * a release added again under the same slug does not inherit them. Their files stay in storage.
     */
    async pruneOrphanPreviews(trx: Db): Promise<void> {
      const lists = await trx.selectFrom('releases').select(['slug', 'tracks']).execute();
      const live = lists.flatMap(({ slug, tracks }) => tracks.map((_, index) => trackIdOf(slug, index + 1)));
      let query = trx.deleteFrom('trackPreviews');
      if (live.length > 0) query = query.where('trackId', 'not in', live);
      await query.execute();
    },

    transaction: <T>(work: (trx: Db) => Promise<T>): Promise<T> => db.transaction().execute(work),
  };
}

export type ReleaseRepository = ReturnType<typeof createReleaseRepository>;
export type ReleaseRecord = Awaited<ReturnType<ReleaseRepository['all']>>[number];
