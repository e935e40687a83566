import type { Db } from '../../db/tables';

export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  marketingEmails: boolean;
}

/**
 * Creates the account unless the e-mail already has one. Either way the caller gets
 * the account id and says nothing different to the shopper, so checkout never tells
 * who has an account.
 */
export async function createAccountUnlessTaken(db: Db, account: NewAccount): Promise<{ id: number; created: boolean }> {
  const email = account.email.toLowerCase();
  const inserted = await db
    .insertInto('customers')
    .values({ ...account, email })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

export async function insertAccountUnlessTaken(db: Db, account: NewAccount): Promise<number | null> {
  const inserted = await db
    .insertInto('customers')
    .values({ ...account, email: account.email.toLowerCase() })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

const accountColumns = ['id', 'email', 'firstName', 'lastName', 'passwordHash', 'cartSessionId'] as const;

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
