import type { Migration } from 'kysely';

/*
 * The Staff screen (issue 12): a member can be disabled without losing their history in
 * the audit log, and the list shows when each last signed in.
 */

export const staffManagementMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('staff_users')
      // Null while the member may sign in; set, their sessions are gone and sign-in is refused.
      .addColumn('disabled_at', 'timestamptz')
      .addColumn('last_sign_in_at', 'timestamptz')
      .execute();
  },
};
