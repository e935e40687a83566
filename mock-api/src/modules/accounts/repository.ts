import { sql } from 'kysely';
import type { Db } from '../../db/tables';

export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  marketingEmails: boolean;
}

/** The new, unconfirmed account's id; null when the e-mail already has an account. */
export async function insertAccountUnlessTaken(db: Db, account: NewAccount): Promise<number | null> {
  const inserted = await db
    .insertInto('customers')
    .values({ ...account, email: account.email.toLowerCase() })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

const accountColumns = [
  'id',
  'email',
  'firstName',
  'lastName',
  'passwordHash',
  'cartSessionId',
  'emailConfirmedAt',
] as const;

export const findAccountByEmail = (db: Db, email: string) =>
  db.selectFrom('customers').select(accountColumns).where('email', '=', email.toLowerCase()).executeTakeFirst();

export const findAccountById = (db: Db, id: number) =>
  db.selectFrom('customers').select(accountColumns).where('id', '=', id).executeTakeFirst();

export type AccountRecord = NonNullable<Awaited<ReturnType<typeof findAccountById>>>;

export async function setPasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('customers').set({ passwordHash }).where('id', '=', id).execute();
}

export async function accountIdOwningCart(db: Db, cartSessionId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('customers')
    .select('id')
    .where('cartSessionId', '=', cartSessionId)
    .executeTakeFirst();
  return row?.id;
}

/** The account's cart id: the one it has, or else `candidate`, which becomes the account's. */
export async function claimCartSessionId(db: Db, id: number, candidate: string): Promise<string> {
  await db
    .updateTable('customers')
    .set({ cartSessionId: candidate })
    .where('id', '=', id)
    .where('cartSessionId', 'is', null)
    .execute();
  const row = await db.selectFrom('customers').select('cartSessionId').where('id', '=', id).executeTakeFirstOrThrow();
  return row.cartSessionId ?? candidate;
}

/** Marks the address proven; true only the first time, so what follows confirmation happens once. */
export async function markEmailConfirmed(db: Db, id: number, at: Date): Promise<boolean> {
  const updated = await db
    .updateTable('customers')
    .set({ emailConfirmedAt: at })
    .where('id', '=', id)
    .where('emailConfirmedAt', 'is', null)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** Guest orders placed with the address the account just proved become the account's. */
export async function adoptGuestOrders(db: Db, customerId: number, email: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ customerId })
    .where('customerId', 'is', null)
    .where(sql<string>`lower(customer_email)`, '=', email.toLowerCase())
    .execute();
}

/** The addresses of the account's latest order, which checkout starts from next time. */
export const lastOrderAddresses = (db: Db, customerId: number) =>
  db
    .selectFrom('orders')
    .select(['shippingAddress', 'billingAddress'])
    .where('customerId', '=', customerId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The account page's view of the account. */
export const findProfile = (db: Db, id: number) =>
  db
    .selectFrom('customers')
    .select(['firstName', 'lastName', 'email', 'marketingEmails'])
    .where('id', '=', id)
    .executeTakeFirst();

export async function setName(db: Db, id: number, name: { firstName: string; lastName: string }): Promise<void> {
  await db.updateTable('customers').set(name).where('id', '=', id).execute();
}

export async function setPendingEmail(db: Db, id: number, pendingEmail: string): Promise<void> {
  await db.updateTable('customers').set({ pendingEmail: pendingEmail.toLowerCase() }).where('id', '=', id).execute();
}

/**
 * Moves the account to its pending address; null when nothing was pending or another account
 * has the address by now. Two accounts racing for it meet the unique key: the caller turns that into a 409.
 */
export async function applyPendingEmail(db: Db, id: number) {
  const before = await db
    .selectFrom('customers')
    .select(['email', 'pendingEmail', 'firstName'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!before?.pendingEmail) return null;
  const taken = await db
    .selectFrom('customers')
    .select('id')
    .where('email', '=', before.pendingEmail)
    .executeTakeFirst();
  if (taken) return null;
  await db
    .updateTable('customers')
    .set({ email: before.pendingEmail, pendingEmail: null })
    .where('id', '=', id)
    .execute();
  return { oldEmail: before.email, newEmail: before.pendingEmail, firstName: before.firstName };
}

export async function setMarketingEmails(db: Db, id: number, marketingEmails: boolean): Promise<void> {
  await db.updateTable('customers').set({ marketingEmails }).where('id', '=', id).execute();
}
