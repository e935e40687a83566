import { Router, type Request, type Response } from 'express';
import {
  ACCOUNT_MESSAGES,
  setPasswordWithTokenBodySchema,
  staffLoginBodySchema,
  type StaffSessionResponse,
} from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { parseBody } from '../../http/validate';
import type { SignInThrottle } from '../accounts/sign-in-throttle';
import type { AdminRouteTable } from '../admin/admin-route-table';
import type { AuditLog } from '../audit/audit-log';
import { clientAddressOf } from '../rate-limit/rate-limit';
import { requireCsrf } from '../sessions/require-csrf';
import type { SessionManager } from '../sessions/session-manager';
import { staffQueries, type StaffRecord } from './repository';
import { staffOf, type StaffGuard } from './staff-guard';
import { toStaffUser, type StaffService } from './staff-service';

export interface StaffAuthDependencies {
  db: Db;
  staff: StaffService;
  guard: StaffGuard;
  sessions: SessionManager;
  throttle: SignInThrottle;
  audit: AuditLog;
}

/** Staff sign-in, mounted at /api/admin/auth; sign-out goes through the guarded table. */
export function staffAuthRouter(deps: StaffAuthDependencies, table: AdminRouteTable): Router {
  const { db, staff, guard, sessions, throttle, audit } = deps;
  const router = Router();
  // Per route, not router.use: /auth/logout falls through to the table, whose guard must answer first.
  const csrf = requireCsrf(sessions, 'staff');

  /** The new session, the last sign-in time and the audit row commit together or not at all. */
  async function signIn(req: Request, res: Response, user: StaffRecord, action: string) {
    const session = await db.transaction().execute(async (trx) => {
      const started = await sessions.rotate(req, res, 'staff', { staffUserId: user.id }, trx);
      await staffQueries.touchSignIn(trx, user.id, started.createdAt);
      await audit.record({ actor: { id: user.id, email: user.email }, ip: clientAddressOf(req), action }, trx);
      return started;
    });
    const body: StaffSessionResponse = { user: toStaffUser(user), csrfToken: session.csrfToken };
    res.json(body);
  }

  router.get('/session', async (req, res) => {
    const user = await guard.currentStaff(req);
    const session = await sessions.ensure(req, res, 'staff');
    const body: StaffSessionResponse = { user: user ? toStaffUser(user) : null, csrfToken: session.csrfToken };
    res.json(body);
  });

  router.post('/login', csrf, async (req, res) => {
    const { email, password } = parseBody(staffLoginBodySchema, req);
    const ip = clientAddressOf(req);
    await throttle.assertAllowed(res, email, ip);
    const user = await staff.authenticate(email, password);
    if (!user) {
      await db.transaction().execute(async (trx) => {
        await throttle.recordFailure(email, ip, trx);
        await audit.record({ actor: null, actorEmail: email.toLowerCase(), ip, action: 'staff.sign_in_failed' }, trx);
      });
      throw new AppError(401, 'INVALID_CREDENTIALS', ACCOUNT_MESSAGES.invalidCredentials);
    }
    await throttle.forgive(email);
    await signIn(req, res, user, 'staff.sign_in');
  });

  /** Redeems a one-time link (first admin, invitation, reset) and signs its holder in. */
  router.post('/set-password', csrf, async (req, res) => {
    const { token, password } = parseBody(setPasswordWithTokenBodySchema, req);
    await signIn(req, res, await staff.setPasswordWithToken(token, password), 'staff.password_set');
  });

  table.add(
    { method: 'post', path: '/auth/logout', permission: 'signed-in' },
    async (req, res) => {
      const user = staffOf(req);
      await db.transaction().execute(async (trx) => {
        await sessions.end(req, res, 'staff', trx);
        const entry = { actor: { id: user.id, email: user.email }, ip: clientAddressOf(req), action: 'staff.sign_out' };
        await audit.record(entry, trx);
      });
      const session = await sessions.ensure(req, res, 'staff');
      const body: StaffSessionResponse = { user: null, csrfToken: session.csrfToken };
      res.json(body);
    },
    { auditedByHandler: true },
  );

  return router;
}
