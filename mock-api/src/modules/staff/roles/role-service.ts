import { ADMIN_ROLE, STAFF_ROLE_MESSAGES, type StaffRoleRecord } from '@ps/shared/console-schemas';
import type { Db } from '../../../db/tables';
import { AppError } from '../../../http/app-error';
import { createdTarget, type ChangeAudit } from '../../../platform/audit/change-audit';
import { roleQueries, type RoleChange, type RoleRow } from './role-repository';

const toRecord = (row: RoleRow): StaffRoleRecord => ({ ...row, locked: row.name === ADMIN_ROLE });

const nameTaken = () =>
  new AppError(409, 'NAME_TAKEN', STAFF_ROLE_MESSAGES.nameTaken, { fields: { name: STAFF_ROLE_MESSAGES.nameTaken } });

/**
 * Roles as named sets of permissions, edited by whoever holds 'staff' (decision 070). The guard
 * reads a member's role on every request, so a change applies to their next one. The admin role
 * keeps every permission and no refund limit, so the console can never lock everyone out.
 */
export function createRoleService(db: Db) {
  async function lockedForChange(trx: Db, id: number) {
    const role = await roleQueries.lock(trx, id);
    if (!role) throw AppError.notFound(STAFF_ROLE_MESSAGES.notFound);
    if (role.name === ADMIN_ROLE) throw new AppError(409, 'ROLE_LOCKED', STAFF_ROLE_MESSAGES.locked);
    return role;
  }

  async function found(trx: Db, id: number): Promise<StaffRoleRecord> {
    const row = await roleQueries.find(trx, id);
    if (!row) throw AppError.notFound(STAFF_ROLE_MESSAGES.notFound);
    return toRecord(row);
  }

  return {
    list: async () => (await roleQueries.list(db)).map(toRecord),

    /** Whether a member may be given this role (invitations and role changes). */
    exists: (name: string) => roleQueries.exists(db, name),

    create: (role: RoleChange, audit: ChangeAudit) =>
      db.transaction().execute(async (trx) => {
        if (role.name === ADMIN_ROLE) throw nameTaken();
        const id = await roleQueries.insert(trx, role);
        if (id === null) throw nameTaken();
        await audit.record(trx, { target: createdTarget(id) });
        return found(trx, id);
      }),

    update: (id: number, role: RoleChange, audit: ChangeAudit) =>
      db.transaction().execute(async (trx) => {
        await lockedForChange(trx, id);
        if (role.name === ADMIN_ROLE || !(await roleQueries.update(trx, id, role))) throw nameTaken();
        await audit.record(trx);
        return found(trx, id);
      }),

    remove: (id: number, audit: ChangeAudit) =>
      db.transaction().execute(async (trx) => {
        await lockedForChange(trx, id);
        if (!(await roleQueries.removeUnused(trx, id)))
          throw new AppError(409, 'ROLE_IN_USE', STAFF_ROLE_MESSAGES.inUse);
        await audit.record(trx);
      }),
  };
}

export type RoleService = ReturnType<typeof createRoleService>;
