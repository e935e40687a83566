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

export const insertFanPhoto = (db: Db, photo: NewFanPhoto): Promise<FanPhotoRow> =>
  db
    .insertInto('fanPhotos')
    .values({ ...photo, hashtags: JSON.stringify(photo.hashtags) })
    .returningAll()
    .executeTakeFirstOrThrow();

/** Approved and featured, most recently featured first. */
export const showcasedFanPhotos = (db: Db, limit: number): Promise<FanPhotoRow[]> =>
  db
    .selectFrom('fanPhotos')
    .selectAll()
    .where('status', '=', 'approved')
    .where('isFeatured', '=', true)
    .orderBy('featuredAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

export const fanPhotosByStatus = (
  db: Db,
  status: FanPhotoStatus,
  limit: number,
  offset: number,
): Promise<FanPhotoRow[]> =>
  db
    .selectFrom('fanPhotos')
    .selectAll()
    .where('status', '=', status)
    .orderBy('submittedAt', status === 'pending' ? 'asc' : 'desc')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();

/** The photo, locked for the caller's transaction. */
export const lockedFanPhoto = (trx: Db, id: number): Promise<FanPhotoRow | undefined> =>
  trx.selectFrom('fanPhotos').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const updateFanPhoto = (trx: Db, id: number, change: FanPhotoChange): Promise<FanPhotoRow> =>
  trx
    .updateTable('fanPhotos')
    .set({ ...change, reviewedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export async function countFanPhotos(db: Db, status: FanPhotoStatus): Promise<number> {
  const row = await db
    .selectFrom('fanPhotos')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
