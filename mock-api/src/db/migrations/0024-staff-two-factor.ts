import { sql, type Migration } from 'kysely';

/*
 * Optional TOTP two-factor for staff (issue 11): the member's secret, the step of the last
 * code accepted (a code is refused a second time), single-use recovery codes kept as hashes,
 * a session state "password given, second factor awaited", and the admin's "require it for all".
 */

export const staffTwoFactorMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('staff_users')
      // Stored as given: the decision record 011 says why it is not encrypted.
      .addColumn('totp_secret', 'text')
      // Offered by the enrolment screen, kept until a current code confirms it.
      .addColumn('totp_pending_secret', 'text')
      .addColumn('totp_enabled_at', 'timestamptz')
      .addColumn('totp_last_step', 'bigint')
      .execute();

    await db.schema
      .createTable('staff_recovery_codes')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('staff_user_id', 'integer', (column) =>
        column.notNull().references('staff_users.id').onDelete('cascade'),
      )
      .addColumn('code_hash', 'text', (column) => column.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('staff_recovery_codes_member')
      .on('staff_recovery_codes')
      .column('staff_user_id')
      .execute();

    await db.schema
      .alterTable('sessions')
      .addColumn('pending_staff_user_id', 'integer', (column) =>
        column.references('staff_users.id').onDelete('cascade'),
      )
      .execute();

    await db.schema
      .createTable('staff_policy')
      .addColumn('id', 'boolean', (column) =>
        column
          .primaryKey()
          .defaultTo(true)
          .check(sql`id`),
      )
      .addColumn('require_two_factor', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('updated_at', 'timestamptz')
      .execute();
    await sql`insert into staff_policy (id, require_two_factor) values (true, false)`.execute(db);
  },
};
