import { sql } from 'kysely';
import type { StaffPermission } from '@ps/shared/console-schemas';
import type { Db } from '../../../db/tables';

export interface RoleChange {
  name: string;
  permissions: StaffPermission[];
  refundLimitCents: number | null;
}

const listRoles = (db: Db) =>
  db
    .selectFrom('staffRoles')
    .select(['staffRoles.id', 'staffRoles.name', 'staffRoles.refundLimitCents'])
    .select((eb) => [
      eb
        .selectFrom('staffRolePermissions')
        .whereRef('staffRolePermissions.roleId', '=', 'staffRoles.id')
        .select(sql<StaffPermission[]>`coalesce(array_agg(permission order by permission), '{}')`.as('permissions'))
        .$asScalar()
        .$notNull()
        .as('permissions'),
      eb
        .selectFrom('staffUsers')
        .whereRef('staffUsers.role', '=', 'staffRoles.name')
        .select(sql<number>`count(*)::int`.as('members'))
        .$asScalar()
        .$notNull()
        .as('members'),
    ]);

export type RoleRow = Awaited<ReturnType<ReturnType<typeof listRoles>['executeTakeFirstOrThrow']>>;

export const roleQueries = {
  list: (db: Db) => listRoles(db).orderBy('staffRoles.name').execute(),

  find: (db: Db, id: number) => listRoles(db).where('staffRoles.id', '=', id).executeTakeFirst(),

  /** Locks the role, so a change and a removal of it, or two changes, happen one after the other. */
  lock: (trx: Db, id: number) =>
    trx.selectFrom('staffRoles').select(['id', 'name']).where('id', '=', id).forUpdate().executeTakeFirst(),

  exists: async (db: Db, name: string) =>
    (await db.selectFrom('staffRoles').select('id').where('name', '=', name).executeTakeFirst()) !== undefined,

  /** The new role's id, or null when the name is taken. */
  async insert(trx: Db, role: RoleChange): Promise<number | null> {
    const row = await trx
      .insertInto('staffRoles')
      .values({ name: role.name, refundLimitCents: role.refundLimitCents })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return null;
    await roleQueries.setPermissions(trx, row.id, role.permissions);
    return row.id;
  },

  /** False when another role has the name. */
  async update(trx: Db, id: number, role: RoleChange): Promise<boolean> {
    const taken = await trx
      .selectFrom('staffRoles')
      .select('id')
      .where('name', '=', role.name)
      .where('id', '!=', id)
      .executeTakeFirst();
    if (taken) return false;
    await trx
      .updateTable('staffRoles')
      .set({ name: role.name, refundLimitCents: role.refundLimitCents, updatedAt: new Date() })
      .where('id', '=', id)
      .execute();
    await roleQueries.setPermissions(trx, id, role.permissions);
    return true;
  },

  async setPermissions(trx: Db, id: number, permissions: readonly StaffPermission[]): Promise<void> {
    await trx.deleteFrom('staffRolePermissions').where('roleId', '=', id).execute();
    if (permissions.length === 0) return;
    await trx
      .insertInto('staffRolePermissions')
      .values(permissions.map((permission) => ({ roleId: id, permission })))
      .execute();
  },

  /** Removes the role unless a member holds it; false when one does. */
  async removeUnused(trx: Db, id: number): Promise<boolean> {
    const removed = await trx
      .deleteFrom('staffRoles')
      .where('id', '=', id)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('staffUsers').select('id').whereRef('staffUsers.role', '=', 'staffRoles.name'))),
      )
      .executeTakeFirst();
    return removed.numDeletedRows > 0n;
  },
};
