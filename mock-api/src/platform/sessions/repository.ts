import type { Insertable, Updateable } from 'kysely';
import type {
  KnownDevicesTable,
  OneTimeTokenPurpose,
  OneTimeTokensTable,
  SessionKind,
  SessionsTable,
} from '../../db/sign-in-tables';
import type { Db } from '../../db/tables';

export const insertSession = (db: Db, session: Insertable<SessionsTable>) =>
  db.insertInto('sessions').values(session).returningAll().executeTakeFirstOrThrow();

export const findSession = (db: Db, kind: SessionKind, idHash: string) =>
  db.selectFrom('sessions').selectAll().where('idHash', '=', idHash).where('kind', '=', kind).executeTakeFirst();

export async function updateSession(db: Db, idHash: string, change: Updateable<SessionsTable>): Promise<void> {
  await db.updateTable('sessions').set(change).where('idHash', '=', idHash).execute();
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('idHash', '=', idHash).execute();
}

/** Every session of the customer, or of the staff member, signed in or awaiting the second factor. */
export async function deleteSessionsOf(
  db: Db,
  subject: { customerId: number } | { staffUserId: number },
): Promise<void> {
  const query = db.deleteFrom('sessions');
  if ('customerId' in subject) await query.where('customerId', '=', subject.customerId).execute();
  else {
    const id = subject.staffUserId;
    await query.where((eb) => eb.or([eb('staffUserId', '=', id), eb('pendingStaffUserId', '=', id)])).execute();
  }
}

export async function deleteSessionsEndedBy(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('idleExpiresAt', '<=', now), eb('absoluteExpiresAt', '<=', now)]))
    .execute();
}

export const findKnownDevice = (db: Db, tokenHash: string, accountKey: string, now: Date) =>
  db
    .selectFrom('knownDevices')
    .select('tokenHash')
    .where('tokenHash', '=', tokenHash)
    .where('accountKey', '=', accountKey)
    .where('expiresAt', '>', now)
    .executeTakeFirst();

/** Remembers the device, forgetting those whose time ran out by `now`. */
export async function rememberDevice(db: Db, device: Insertable<KnownDevicesTable>, now: Date): Promise<void> {
  await db.deleteFrom('knownDevices').where('expiresAt', '<=', now).execute();
  await db.insertInto('knownDevices').values(device).execute();
}

export type TokenSubject = { customerId: number } | { staffUserId: number };

/** Ends the subject's unused tokens of this purpose that are still valid at `now`. */
export async function expireTokensOf(db: Db, purpose: OneTimeTokenPurpose, subject: TokenSubject, now: Date) {
  const [column, id] =
    'customerId' in subject
      ? (['customerId', subject.customerId] as const)
      : (['staffUserId', subject.staffUserId] as const);
  await db
    .updateTable('oneTimeTokens')
    .set({ expiresAt: now })
    .where(column, '=', id)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .execute();
}

export async function insertToken(db: Db, token: Insertable<OneTimeTokensTable>): Promise<void> {
  await db.insertInto('oneTimeTokens').values(token).execute();
}

/** Marks the token used in one statement: of two redemptions racing each other, one gets the row. */
export const useToken = (db: Db, purpose: OneTimeTokenPurpose, tokenHash: string, now: Date) =>
  db
    .updateTable('oneTimeTokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['customerId', 'staffUserId'])
    .executeTakeFirst();
