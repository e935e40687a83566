import { sql, type Migration } from 'kysely';

/** The permissions as this migration knows them; a later permission is granted to admin by its own migration. */
const ADMIN_PERMISSIONS = [
  'orders.view',
  'orders.fulfil',
  'orders.refund',
  'catalog.edit',
  'catalog.delete',
  'catalog.reprice',
  'inventory',
  'promotions',
  'content',
  'moderation',
  'customers.view',
  'customers.gdpr',
  'audit',
  'settings',
  'staff',
];
/** What the fixed "staff" role could do before, less refunds, deletes, repricing and promotions (issue 27 item 7). */
const STAFF_PERMISSIONS = [
  'orders.view',
  'orders.fulfil',
  'catalog.edit',
  'inventory',
  'content',
  'moderation',
  'customers.view',
];

/*
 * Roles as named sets of permissions (issue 27 item 7, decision 070). A member's role column keeps
 * the role's name, now a foreign key: the two old fixed roles become the two seeded rows, so every
 * member keeps signing in, and a renamed role follows to its members. A permission's name is checked
 * by the API's list, not here, so a new permission needs no change to the table.
 */
export const staffRolesMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('staff_roles')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('name', 'text', (col) => col.notNull().unique())
      .addColumn('refund_limit_cents', 'integer', (col) => col.check(sql`refund_limit_cents >= 0`))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('staff_role_permissions')
      .addColumn('role_id', 'integer', (col) => col.notNull().references('staff_roles.id').onDelete('cascade'))
      .addColumn('permission', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('staff_role_permissions_pkey', ['role_id', 'permission'])
      .execute();
    await sql`insert into staff_roles (name) values ('admin'), ('staff')`.execute(db);
    for (const [role, permissions] of [
      ['admin', ADMIN_PERMISSIONS],
      ['staff', STAFF_PERMISSIONS],
    ] as const) {
      await sql`
        insert into staff_role_permissions (role_id, permission)
        select staff_roles.id, permission from staff_roles, unnest(${sql.val(permissions)}::text[]) as permission
        where staff_roles.name = ${role}
      `.execute(db);
    }
    await sql`alter table staff_users drop constraint staff_users_role_check`.execute(db);
    await sql`
      alter table staff_users add constraint staff_users_role_fkey
        foreign key (role) references staff_roles (name) on update cascade
    `.execute(db);
    await db.schema.createIndex('staff_users_role_idx').on('staff_users').column('role').execute();
  },
};
