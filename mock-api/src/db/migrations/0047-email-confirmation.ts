import { sql, type Migration } from 'kysely';

/*
 * Sign-up proves the address before the account opens (decision 048): a new account waits
 * unconfirmed for its one-time link. Accounts made before this were already in use, so they
 * count as confirmed from their creation.
 */
export const emailConfirmationMigration: Migration = {
  async up(db) {
    await db.schema.alterTable('customers').addColumn('email_confirmed_at', 'timestamptz').execute();
    await sql`update customers set email_confirmed_at = created_at`.execute(db);
    await sql`alter table one_time_tokens drop constraint one_time_tokens_purpose_check`.execute(db);
    await sql`alter table one_time_tokens add constraint one_time_tokens_purpose_check
      check (purpose in ('customer_password_reset', 'staff_password_set', 'customer_email_confirm'))`.execute(db);
  },
};
