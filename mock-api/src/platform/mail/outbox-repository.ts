import { sql } from 'kysely';
import type { MailKind, MailMessage } from '../../db/outbox-tables';
import type { Db } from '../../db/tables';

/** The shop's name and support contact as the settings hold them now, for the footer of each mail. */
export const mailSender = (db: Db) =>
  db.selectFrom('settings').select(['shopName', 'supportEmail', 'supportPhone']).executeTakeFirst();

export async function insertOutboxRows(db: Db, rows: { kind: MailKind; message: MailMessage }[]): Promise<void> {
  await db.insertInto('mailOutbox').values(rows).execute();
}

const afterMs = (ms: number) => sql<Date>`now() + ${Math.max(0, Math.round(ms))} * interval '1 millisecond'`;

export interface OutboxDepth {
  pending: number;
  /** 0 when nothing waits. */
  oldestPendingAgeSeconds: number;
}

export type ClaimedMail = Awaited<ReturnType<typeof outboxQueries.claimDue>>[number];

/** The dispatcher's queries; every claim and mark is one statement. */
export const outboxQueries = {
  /**
   * Takes up to `limit` due messages for `leaseMs`: SKIP LOCKED lets dispatchers in other
   * processes claim other rows meanwhile, and the lease makes a row due again if this
   * process dies while sending it.
   */
  claimDue(db: Db, limit: number, leaseMs: number) {
    const due = db
      .selectFrom('mailOutbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('nextAttemptAt', '<=', sql<Date>`now()`)
      .orderBy('nextAttemptAt')
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked();
    return db
      .updateTable('mailOutbox')
      .set({ attempts: sql`attempts + 1`, nextAttemptAt: afterMs(leaseMs) })
      .where('id', 'in', due)
      .returning(['id', 'kind', 'message', 'attempts'])
      .execute();
  },

  async markSent(db: Db, id: string, messageId: string): Promise<void> {
    await db
      .updateTable('mailOutbox')
      .set({ status: 'sent', sentAt: sql<Date>`now()`, messageId, lastError: null })
      .where('id', '=', id)
      .execute();
  },

  /** Due again after `retryInMs`, or failed for good when `retryInMs` is null. */
  async markFailed(db: Db, id: string, error: string, retryInMs: number | null): Promise<void> {
    await db
      .updateTable('mailOutbox')
      .set(
        retryInMs === null
          ? { status: 'failed', lastError: error }
          : { lastError: error, nextAttemptAt: afterMs(retryInMs) },
      )
      .where('id', '=', id)
      .execute();
  },

  /** How much waits to be sent, for the metrics; the pending rows have an index of their own. */
  async depth(db: Db): Promise<OutboxDepth> {
    const row = await db
      .selectFrom('mailOutbox')
      .select([
        sql<string>`count(*)`.as('pending'),
        sql<string>`coalesce(extract(epoch from now() - min(created_at)), 0)`.as('oldestPendingAgeSeconds'),
      ])
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return { pending: Number(row.pending), oldestPendingAgeSeconds: Number(row.oldestPendingAgeSeconds) };
  },

  /** Sent mail carries addresses and orders; it is kept only as long as someone may ask about it. */
  async deleteSentBefore(db: Db, days: number): Promise<void> {
    await db
      .deleteFrom('mailOutbox')
      .where('status', '=', 'sent')
      .where('sentAt', '<', sql<Date>`now() - ${days} * interval '1 day'`)
      .execute();
  },
};
