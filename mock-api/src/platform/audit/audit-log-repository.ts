import { type Insertable, sql } from 'kysely';
import type { AuditLogQuery } from '@ps/shared/console-schemas';
import type { Db } from '../../db/tables';
import type { AuditLogTable } from '../../db/sign-in-tables';

export async function insertAuditEntry(db: Db, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('auditLog').values(row).execute();
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** One page of the log, newest first, with the count of every row the filters match. */
export async function auditLogPage(db: Db, query: AuditLogQuery & { limit: number; offset: number }) {
  let filtered = db.selectFrom('auditLog');
  if (query.action) filtered = filtered.where('action', 'like', `%${escapeLike(query.action)}%`);
  if (query.actor) filtered = filtered.where('actorEmail', '=', query.actor.toLowerCase());
  if (query.from) filtered = filtered.where('occurredAt', '>=', new Date(query.from));
  if (query.to) filtered = filtered.where('occurredAt', '<', new Date(query.to));
  const [{ total }, rows] = await Promise.all([
    filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    filtered
      .selectAll()
      .orderBy('occurredAt', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
  ]);
  return { total, rows };
}
