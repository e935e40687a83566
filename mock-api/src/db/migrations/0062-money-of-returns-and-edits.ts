import { sql, type Migration } from 'kysely';

/*
 * Money gaps of returns and edits (decisions 072 and 073, amended). A dearer exchange keeps what
 * its replacement costs more, which the customer pays through the order's balance link before it
 * leaves. A paid balance is a payment of its own, so a refund larger than what is left of the
 * checkout's payment goes on to the balances, each keeping how much of it was given back.
 */
export const moneyOfReturnsAndEditsMigration: Migration = {
  async up(db) {
    await sql`alter table order_returns add column charged_cents integer check (charged_cents > 0)`.execute(db);
    await sql`alter table order_balance_payments add column refunded_cents integer not null default 0
      check (refunded_cents >= 0 and refunded_cents <= amount_cents)`.execute(db);
  },
};
