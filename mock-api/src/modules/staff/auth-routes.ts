import { Router, type Request, type Response } from 'express';
import {
  staffLoginBodySchema,
  TWO_FACTOR_MESSAGES,
  twoFactorCodeBodySchema,
  type StaffSessionResponse,
} from '@ps/shared/console-schemas';
import { ACCOUNT_MESSAGES, setPasswordWithTokenBodySchema } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { parseBody } from '../../http/validate';
import type { SignInThrottle } from '../../platform/sessions/sign-in-throttle';
import type { AdminRouteTable } from '../../platform/admin/admin-route-table';
import type { AuditLog } from '../../platform/audit/audit-log';
import { clientAddressOf } from '../../platform/rate-limit/rate-limit';
import type { KnownDevices } from '../../platform/sessions/known-devices';
import { requireCsrf } from '../../platform/sessions/require-csrf';
import type { SessionManager } from '../../platform/sessions/session-manager';
import type { TwoFactorService } from '../two-factor';
import { staffQueries, type StaffRecord } from './repository';
import { staffOf, type StaffGuard } from './staff-guard';
import { toStaffUser, type StaffService } from './staff-service';

export interface StaffAuthDependencies {
  db: Db;
  staff: StaffService;
  guard: StaffGuard;
  sessions: SessionManager;
  throttle: SignInThrottle;
  /** Wrong second-factor codes, counted apart from wrong passwords. */
  secondStepThrottle: SignInThrottle;
  twoFactor: TwoFactorService;
  audit: AuditLog;
  /** Browsers that completed a sign-in: the throttle lets them through an attack on the account. */
  devices: KnownDevices;
}

const noSecondFactorPending = () => new AppError(401, 'UNAUTHORIZED', TWO_FACTOR_MESSAGES.noSecondFactorPending);

const invalidCode = () =>
  new AppError(401, 'INVALID_CODE', TWO_FACTOR_MESSAGES.invalidCode, {
    fields: { code: TWO_FACTOR_MESSAGES.invalidCode },
  });

/** Staff sign-in, mounted at /api/admin/auth; sign-out goes through the guarded table. */
export function staffAuthRouter(deps: StaffAuthDependencies, table: AdminRouteTable): Router {
  const { db, staff, guard, sessions, throttle, secondStepThrottle, twoFactor, audit, devices } = deps;
  const router = Router();
  // Per route, not router.use: /auth/logout falls through to the table, whose guard must answer first.
  const csrf = requireCsrf(sessions, 'staff');

  /** The new session, the last sign-in time and the audit row, in the caller's transaction. */
  async function startSession(trx: Db, req: Request, res: Response, user: StaffRecord, action: string, changes = {}) {
    const started = await sessions.rotate(req, res, 'staff', { staffUserId: user.id }, trx);
    await staffQueries.touchSignIn(trx, user.id, started.createdAt);
    const actor = { id: user.id, email: user.email };
    await audit.record({ actor, ip: clientAddressOf(req), action, changes }, trx);
    return started;
  }

  async function sessionBody(user: StaffRecord, csrfToken: string): Promise<StaffSessionResponse> {
    const mustEnrol = await guard.mustEnrol(user);
    return { user: toStaffUser(user), csrfToken, ...(mustEnrol ? { nextStep: 'enrol-two-factor' } : {}) };
  }

  async function signIn(req: Request, res: Response, user: StaffRecord, action: string, changes = {}) {
    const session = await db.transaction().execute((trx) => startSession(trx, req, res, user, action, changes));
    res.json(await sessionBody(user, session.csrfToken));
  }

  /** A code sent with the password is checked first, under the second step's own throttle. */
  async function secondFactorFirst(req: Request, res: Response, email: string, code: string) {
    const attempt = await secondStepThrottle.admit(req, res, email);
    const member = await staff.findByEmail(email);
    if (!member?.totpEnabledAt || member.disabledAt) throw invalidCode();
    const actor = { id: member.id, email: member.email };
    const ip = clientAddressOf(req);
    const factor = await db.transaction().execute(async (trx) => {
      const found = await twoFactor.verifySignIn(member, code, trx);
      if (!found) await audit.record({ actor, ip, action: 'staff.two_factor_failed', target: String(member.id) }, trx);
      return found;
    });
    if (!factor) throw invalidCode();
    await attempt.succeeded();
    return factor;
  }

  router.get('/session', async (req, res) => {
    const user = await guard.currentStaff(req);
    const session = await sessions.ensure(req, res, 'staff');
    if (user) {
      res.json(await sessionBody(user, session.csrfToken));
      return;
    }
    const pending = session.pendingStaffUserId !== null;
    const body: StaffSessionResponse = {
      user: null,
      csrfToken: session.csrfToken,
      ...(pending ? { nextStep: 'two-factor' } : {}),
    };
    res.json(body);
  });

  router.post('/login', csrf, async (req, res) => {
    const { email, password, code } = parseBody(staffLoginBodySchema, req);
    const secondFactor = code === undefined ? null : await secondFactorFirst(req, res, email, code);
    const attempt = await throttle.admit(req, res, email, { secondFactorProven: secondFactor !== null });
    const user = await staff.authenticate(email, password);
    if (!user) {
      const ip = clientAddressOf(req);
      await audit.record({ actor: null, actorEmail: email.toLowerCase(), ip, action: 'staff.sign_in_failed' });
      throw new AppError(401, 'INVALID_CREDENTIALS', ACCOUNT_MESSAGES.invalidCredentials);
    }
    await attempt.succeeded();
    if (!user.totpEnabledAt || secondFactor) {
      await devices.remember(req, res, 'staff', user.email);
      await signIn(req, res, user, 'staff.sign_in', secondFactor ? { secondFactor } : {});
      return;
    }
    // A new id for the new state, which still opens nothing until the second step.
    const pending = await sessions.rotate(req, res, 'staff', { pendingStaffUserId: user.id });
    const body: StaffSessionResponse = { user: null, csrfToken: pending.csrfToken, nextStep: 'two-factor' };
    res.json(body);
  });

  /** The second step: an app code or a recovery code turns the pending session into a full one. */
  router.post('/two-factor', csrf, async (req, res) => {
    const { code } = parseBody(twoFactorCodeBodySchema, req);
    const pendingId = (await sessions.current(req, 'staff'))?.pendingStaffUserId;
    const user = pendingId ? await staff.findById(pendingId) : undefined;
    if (!user || user.disabledAt || !user.totpEnabledAt) throw noSecondFactorPending();
    const ip = clientAddressOf(req);
    const attempt = await secondStepThrottle.admit(req, res, user.email);
    const actor = { id: user.id, email: user.email };
    const session = await db.transaction().execute(async (trx) => {
      const factor = await twoFactor.verifySignIn(user, code, trx);
      if (!factor) {
        await audit.record({ actor, ip, action: 'staff.two_factor_failed', target: String(user.id) }, trx);
        return null;
      }
      if (factor === 'recovery-code') {
        await audit.record({ actor, ip, action: 'staff.recovery_code_used', target: String(user.id) }, trx);
      }
      return startSession(trx, req, res, user, 'staff.sign_in', { secondFactor: factor });
    });
    if (!session) throw invalidCode();
    await attempt.succeeded();
    await devices.remember(req, res, 'staff', user.email);
    res.json(await sessionBody(user, session.csrfToken));
  });

  /** Redeems a one-time link (first admin, invitation, reset) and signs its holder in. */
  router.post('/set-password', csrf, async (req, res) => {
    const { token, password } = parseBody(setPasswordWithTokenBodySchema, req);
    await signIn(req, res, await staff.setPasswordWithToken(token, password), 'staff.password_set');
  });

  table.add(
    { method: 'post', path: '/auth/logout', permission: 'signed-in', beforeEnrolment: true, audit: 'own-row' },
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
  );

  return router;
}
