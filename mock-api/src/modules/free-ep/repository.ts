import type { Db } from '../../db/tables';

export function createFreeEpRepository(db: Db) {
  return {
    /** Only a confirmed subscriber's link works; an erased subscriber's row is gone. */
    async isConfirmedSubscriber(id: number): Promise<boolean> {
      const row = await db
        .selectFrom('newsletterSubscribers')
        .select('id')
        .where('id', '=', id)
        .where('confirmedAt', 'is not', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    async countDownload(subscriberId: number): Promise<void> {
      await db.insertInto('epDownloads').values({ subscriberId }).execute();
    },
  };
}

export type FreeEpRepository = ReturnType<typeof createFreeEpRepository>;
