import { sql, type Migration } from 'kysely';

/*
 * A customer (or staff for them) withdraws a return or an exchange before its parcel is received
 * (decision 072, amended). The request keeps when it was withdrawn; a dearer exchange remembers
 * the balance link its approval opened, so a withdrawal knows whether its difference was paid.
 */
export const withdrawnReturnsMigration: Migration = {
  async up(db) {
    await sql`alter table order_returns drop constraint order_returns_status_check`.execute(db);
    await sql`
      alter table order_returns add constraint order_returns_status_check
      check (status in ('requested', 'refused', 'approved', 'received', 'refunded', 'sent', 'withdrawn'))
    `.execute(db);
    await sql`alter table order_returns add column withdrawn_at timestamptz`.execute(db);
    await sql`alter table order_returns add column charge_balance_id integer
      references order_balance_payments (id) on delete set null`.execute(db);
  },
};
