import { addStaffBodySchema, type StaffLinkResponse, type StaffListResponse } from '@ps/shared/schemas';
import { parseBody } from '../../http/validate';
import type { AdminRouteTable } from '../admin/admin-route-table';
import type { StaffService } from './staff-service';

/** Staff management (admin only): the list, and invitations by one-time link. */
export function addStaffRoutes(table: AdminRouteTable, staff: StaffService): void {
  table.add({ method: 'get', path: '/staff', permission: 'staff' }, async (_req, res) => {
    const body: StaffListResponse = {
      staff: (await staff.list()).map((user) => ({
        id: user.id,
        email: user.email,
        name: user.name,
        role: user.role,
        pending: user.passwordHash === null,
        createdAt: user.createdAt.toISOString(),
      })),
    };
    res.json(body);
  });

  table.add({ method: 'post', path: '/staff', permission: 'staff' }, async (req, res) => {
    const { link, expiresAt } = await staff.invite(parseBody(addStaffBodySchema, req));
    const body: StaffLinkResponse = { link, expiresAt };
    res.status(201).json(body);
  });
}
