import { z } from 'zod';
import { staffRoleBodySchema, type StaffRoleResponse, type StaffRolesResponse } from '@ps/shared/console-schemas';
import { idParamSchema } from '@ps/shared/schemas';
import { parseBody, parseParams } from '../../../http/validate';
import { auditedChange, type AdminRouteTable } from '../../../platform/admin/admin-route-table';
import type { RoleService } from './role-service';

const roleParamsSchema = z.object({ id: idParamSchema });

/** The Roles screen: roles as named sets of permissions, under the 'staff' permission. */
export function addRoleRoutes(table: AdminRouteTable, roles: RoleService): void {
  table.add({ method: 'get', path: '/roles', permission: 'staff' }, async (_req, res) => {
    const body: StaffRolesResponse = { roles: await roles.list() };
    res.json(body);
  });

  table.add(auditedChange('post', '/roles', 'staff'), async (req, res, audit) => {
    res.status(201);
    const body: StaffRoleResponse = { role: await roles.create(parseBody(staffRoleBodySchema, req), audit) };
    res.json(body);
  });

  table.add(auditedChange('put', '/roles/:id', 'staff'), async (req, res, audit) => {
    const { id } = parseParams(roleParamsSchema, req);
    const body: StaffRoleResponse = { role: await roles.update(id, parseBody(staffRoleBodySchema, req), audit) };
    res.json(body);
  });

  table.add(auditedChange('delete', '/roles/:id', 'staff'), async (req, res, audit) => {
    res.status(204);
    await roles.remove(parseParams(roleParamsSchema, req).id, audit);
    res.end();
  });
}
