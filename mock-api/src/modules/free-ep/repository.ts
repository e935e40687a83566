import type { Db } from '../../db/tables';

/** Only a confirmed subscriber's link works; an erased subscriber's row is gone. */
export async function isConfirmedSubscriber(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('newsletterSubscribers')
    .select('id')
    .where('id', '=', id)
    .where('confirmedAt', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countDownload(db: Db, subscriberId: number): Promise<void> {
  await db.insertInto('epDownloads').values({ subscriberId }).execute();
}
