import { sql, type Selectable } from 'kysely';
import type { FanPhotoStatus } from '@ps/shared/social';
import type { FanPhotosTable } from '../../db/social-tables';
import type { Db } from '../../db/tables';

export type FanPhotoRow = Selectable<FanPhotosTable>;
export type NewFanPhoto = Omit<
  FanPhotoRow,
  | 'id'
  | 'status'
  | 'rejectionReason'
  | 'isFeatured'
  | 'featuredAt'
  | 'likeCount'
  | 'viralScore'
  | 'tiktokPotential'
  | 'submittedAt'
  | 'reviewedAt'
  | 'sampleArtUrl'
  | 'hashtags'
> & { hashtags: string[] };

export type FanPhotoChange = Partial<Pick<FanPhotoRow, 'status' | 'rejectionReason' | 'isFeatured' | 'featuredAt'>>;

export function createFanPhotoRepository(db: Db) {
  return {
    async insert(photo: NewFanPhoto, into: Db = db): Promise<FanPhotoRow> {
      return into
        .insertInto('fanPhotos')
        .values({ ...photo, hashtags: JSON.stringify(photo.hashtags) })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Approved and featured, most recently featured first. */
    async showcase(limit: number): Promise<FanPhotoRow[]> {
      return db
        .selectFrom('fanPhotos')
        .selectAll()
        .where('status', '=', 'approved')
        .where('isFeatured', '=', true)
        .orderBy('featuredAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    async byStatus(status: FanPhotoStatus, limit: number, offset: number): Promise<FanPhotoRow[]> {
      return db
        .selectFrom('fanPhotos')
        .selectAll()
        .where('status', '=', status)
        .orderBy('submittedAt', status === 'pending' ? 'asc' : 'desc')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    async find(trx: Db, id: number): Promise<FanPhotoRow | undefined> {
      return trx.selectFrom('fanPhotos').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    async update(trx: Db, id: number, change: FanPhotoChange): Promise<FanPhotoRow> {
      return trx
        .updateTable('fanPhotos')
        .set({ ...change, reviewedAt: sql<Date>`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async countByStatus(status: FanPhotoStatus): Promise<number> {
      const row = await db
        .selectFrom('fanPhotos')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('status', '=', status)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },
  };
}

export type FanPhotoRepository = ReturnType<typeof createFanPhotoRepository>;
