import type { Request } from 'express';
import { z } from 'zod';
import {
  addStaffBodySchema,
  staffChangeBodySchema,
  staffListQuerySchema,
  staffPolicySchema,
  type StaffLinkResponse,
  type StaffListResponse,
  type StaffMemberResponse,
  type StaffPolicy,
} from '@ps/shared/console-schemas';
import { idParamSchema } from '@ps/shared/schemas';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import type { AdminRouteTable } from '../../platform/admin/admin-route-table';
import { clientAddressOf } from '../../platform/rate-limit/rate-limit';
import { staffOf } from './staff-guard';
import type { StaffManagement, StaffManager } from './staff-management';

const memberParamsSchema = z.object({ id: idParamSchema });

function managerOf(req: Request): StaffManager {
  const { id, email } = staffOf(req);
  return { id, email, ip: clientAddressOf(req) };
}

/** Staff management (admin only): the list, invitations by one-time link, role and access changes. */
export function addStaffRoutes(table: AdminRouteTable, staff: StaffManagement): void {
  table.add({ method: 'get', path: '/staff', permission: 'staff' }, async (req, res) => {
    const body: StaffListResponse = await staff.list(parseQuery(staffListQuerySchema, req));
    res.json(body);
  });

  // Each change writes its own audit row in its own transaction.
  table.add({ method: 'post', path: '/staff', permission: 'staff', audit: 'own-row' }, async (req, res) => {
    const body: StaffLinkResponse = await staff.invite(managerOf(req), parseBody(addStaffBodySchema, req));
    res.status(201).json(body);
  });

  table.add({ method: 'put', path: '/staff/policy', permission: 'staff', audit: 'own-row' }, async (req, res) => {
    const { requireTwoFactor } = parseBody(staffPolicySchema, req);
    const body: StaffPolicy = await staff.setPolicy(managerOf(req), requireTwoFactor);
    res.json(body);
  });

  table.add({ method: 'post', path: '/staff/:id/link', permission: 'staff', audit: 'own-row' }, async (req, res) => {
    const { id } = parseParams(memberParamsSchema, req);
    const body: StaffLinkResponse = await staff.newLink(managerOf(req), id);
    res.status(201).json(body);
  });

  table.add({ method: 'patch', path: '/staff/:id', permission: 'staff', audit: 'own-row' }, async (req, res) => {
    const { id } = parseParams(memberParamsSchema, req);
    const body: StaffMemberResponse = {
      member: await staff.change(managerOf(req), id, parseBody(staffChangeBodySchema, req)),
    };
    res.json(body);
  });

  table.add(
    { method: 'post', path: '/staff/:id/two-factor/reset', permission: 'staff', audit: 'own-row' },
    async (req, res) => {
      const { id } = parseParams(memberParamsSchema, req);
      const body: StaffMemberResponse = { member: await staff.resetTwoFactor(managerOf(req), id) };
      res.json(body);
    },
  );
}
