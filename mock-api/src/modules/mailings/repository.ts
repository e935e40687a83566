import { sql } from 'kysely';
import type { Insertable, Updateable } from 'kysely';
import type { NewsletterMailingsTable } from '../../db/mailing-tables';
import type { Db } from '../../db/tables';

/** Mailings with their staff named, newest first. */
const withNames = (db: Db) =>
  db
    .selectFrom('newsletterMailings as mailing')
    .leftJoin('staffUsers as writer', 'writer.id', 'mailing.writtenBy')
    .leftJoin('staffUsers as sender', 'sender.id', 'mailing.sentBy')
    .selectAll('mailing')
    .select(['writer.name as writerName', 'sender.name as senderName']);

export type MailingRecord = Awaited<ReturnType<ReturnType<typeof withNames>['executeTakeFirstOrThrow']>>;

/** Queries on the newsletter's mailings and audience; pass a transaction to read inside it. */
export const mailingQueries = {
  async page(db: Db, { limit, offset }: { limit: number; offset: number }) {
    const [{ total }, rows] = await Promise.all([
      db
        .selectFrom('newsletterMailings')
        .select(sql<number>`count(*)::int`.as('total'))
        .executeTakeFirstOrThrow(),
      withNames(db)
        .orderBy('mailing.createdAt', 'desc')
        .orderBy('mailing.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    ]);
    return { total, rows };
  },

  named: (db: Db, id: number) => withNames(db).where('mailing.id', '=', id).executeTakeFirst(),

  /** The row, locked until the transaction ends: a send and an edit of one mailing take turns. */
  locked: (trx: Db, id: number) =>
    trx.selectFrom('newsletterMailings').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

  /** Who a mailing goes to: confirmed by double opt-in and not unsubscribed since. */
  audience: (db: Db) =>
    db
      .selectFrom('newsletterSubscribers')
      .select(['email', 'name', 'unsubscribeToken'])
      .where('confirmedAt', 'is not', null)
      .where('unsubscribedAt', 'is', null)
      .orderBy('id')
      .execute(),

  async audienceCount(db: Db): Promise<number> {
    const { count } = await db
      .selectFrom('newsletterSubscribers')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('confirmedAt', 'is not', null)
      .where('unsubscribedAt', 'is', null)
      .executeTakeFirstOrThrow();
    return count;
  },

  async insert(db: Db, values: Insertable<NewsletterMailingsTable>): Promise<number> {
    const { id } = await db.insertInto('newsletterMailings').values(values).returning('id').executeTakeFirstOrThrow();
    return id;
  },

  update: (db: Db, id: number, change: Updateable<NewsletterMailingsTable>) =>
    db.updateTable('newsletterMailings').set(change).where('id', '=', id).execute(),

  remove: (db: Db, id: number) => db.deleteFrom('newsletterMailings').where('id', '=', id).execute(),
};
