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
