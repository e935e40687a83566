import type { Request } from 'express';
import { changePasswordBodySchema } from '@ps/shared/schemas';
import {
  disableTwoFactorBodySchema,
  twoFactorCodeBodySchema,
  type RecoveryCodesResponse,
  type StaffSessionResponse,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@ps/shared/console-schemas';
import { parseBody } from '../../http/validate';
import type { AdminRouteTable } from '../../platform/admin/admin-route-table';
import { clientAddressOf } from '../../platform/rate-limit/rate-limit';
import type { TwoFactorService } from '../two-factor';
import type { PasswordChange } from './password-change';
import { staffOf } from './staff-guard';
import { toStaffUser } from './staff-service';

const memberOf = (req: Request) => ({ record: staffOf(req), ip: clientAddressOf(req) });

/**
 * The signed-in member's own account (/admin/profile): two-factor and the password. Enrolment
 * stays open to a member an admin requires to enrol; each change writes its own audit row.
 */
export function addProfileRoutes(table: AdminRouteTable, twoFactor: TwoFactorService, passwords: PasswordChange) {
  const own = { permission: 'signed-in', beforeEnrolment: true } as const;

  table.add({ method: 'get', path: '/profile/two-factor', ...own }, async (req, res) => {
    const body: TwoFactorStatus = await twoFactor.status(staffOf(req));
    res.json(body);
  });

  table.add(
    { method: 'post', path: '/profile/two-factor/setup', ...own, audit: 'in-change' },
    async (req, res, audit) => {
      const body: TwoFactorSetup = await twoFactor.beginEnrolment(staffOf(req), audit);
      res.json(body);
    },
  );

  table.add({ method: 'post', path: '/profile/two-factor/enable', ...own, audit: 'own-row' }, async (req, res) => {
    const { code } = parseBody(twoFactorCodeBodySchema, req);
    const body: RecoveryCodesResponse = { recoveryCodes: await twoFactor.confirmEnrolment(memberOf(req), code) };
    res.status(201).json(body);
  });

  table.add(
    { method: 'post', path: '/profile/two-factor/disable', permission: 'signed-in', audit: 'own-row' },
    async (req, res) => {
      await twoFactor.disable(memberOf(req), parseBody(disableTwoFactorBodySchema, req));
      res.status(204).end();
    },
  );

  table.add(
    { method: 'post', path: '/profile/password', permission: 'signed-in', audit: 'own-row' },
    async (req, res) => {
      const member = staffOf(req);
      const session = await passwords.change(req, res, member, parseBody(changePasswordBodySchema, req));
      const body: StaffSessionResponse = { user: toStaffUser(member), csrfToken: session.csrfToken };
      res.json(body);
    },
  );
}
