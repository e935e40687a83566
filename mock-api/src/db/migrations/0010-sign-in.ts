import { sql, type Kysely, type Migration } from 'kysely';

/*
 * Sign-in for customers and staff (issue 11): sessions, staff accounts, one-time
 * links, a rate-limit table shared by every replica, and an append-only audit log.
 * Secrets (session ids, link tokens) are stored only as SHA-256 hashes, so a copy
 * of the database signs nobody in.
 */

async function createStaffUsers(db: Kysely<unknown>) {
  await db.schema
    .createTable('staff_users')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('email', 'text', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`email = lower(email)`),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('admin', 'staff')`))
    // Null until the person redeems their one-time link and chooses one.
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

async function createSessions(db: Kysely<unknown>) {
  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('customer', 'staff')`))
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id').onDelete('cascade'))
    .addColumn('staff_user_id', 'integer', (col) => col.references('staff_users.id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull())
    .addColumn('idle_expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('absolute_expires_at', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint(
      'sessions_subject_matches_kind',
      sql`(kind = 'customer' and staff_user_id is null) or (kind = 'staff' and customer_id is null)`,
    )
    .execute();
  await db.schema.createIndex('sessions_idle_expires_idx').on('sessions').column('idle_expires_at').execute();
  await db.schema.createIndex('sessions_customer_idx').on('sessions').column('customer_id').execute();
  await db.schema.createIndex('sessions_staff_user_idx').on('sessions').column('staff_user_id').execute();
}

async function createOneTimeTokens(db: Kysely<unknown>) {
  await db.schema
    .createTable('one_time_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('purpose', 'text', (col) =>
      col.notNull().check(sql`purpose in ('customer_password_reset', 'staff_password_set')`),
    )
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id').onDelete('cascade'))
    .addColumn('staff_user_id', 'integer', (col) => col.references('staff_users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addCheckConstraint('one_time_tokens_one_subject', sql`(customer_id is null) <> (staff_user_id is null)`)
    .execute();
}

async function createRateLimits(db: Kysely<unknown>) {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('window_ends_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_window_ends_idx').on('rate_limits').column('window_ends_at').execute();
}

async function createAuditLog(db: Kysely<unknown>) {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('occurred_at', 'timestamptz', (col) => col.notNull())
    // No foreign key: a row must outlive the staff account it names, unchanged.
    .addColumn('actor_staff_id', 'integer')
    .addColumn('actor_email', 'text')
    .addColumn('ip', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target', 'text')
    .addColumn('changes', 'jsonb')
    .execute();
  await db.schema
    .createIndex('audit_log_occurred_idx')
    .on('audit_log')
    .columns(['occurred_at desc', 'id desc'])
    .execute();
  await sql`
    create function audit_log_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege';
    end;
    $$`.execute(db);
  await sql`
    create trigger audit_log_append_only before update or delete on audit_log
    for each row execute function audit_log_refuse_change()`.execute(db);
  await sql`
    create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_refuse_change()`.execute(db);
}

export const signInMigration: Migration = {
  async up(db) {
    await createStaffUsers(db);
    await createSessions(db);
    await createOneTimeTokens(db);
    await createRateLimits(db);
    await createAuditLog(db);
    // The account's cart, named like a browser's (x-session-id), so it follows the account to any device.
    await db.schema
      .alterTable('customers')
      .addColumn('cart_session_id', 'uuid', (col) => col.unique())
      .execute();
    // A signed-in shopper's checkout remembers the account, so the order is theirs whichever path places it.
    await db.schema
      .alterTable('checkout_sessions')
      .addColumn('customer_id', 'integer', (col) => col.references('customers.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('orders_customer_newest_idx')
      .on('orders')
      .columns(['customer_id', 'created_at desc', 'id desc'])
      .execute();
  },
};
