import type { Request, Response } from 'express';
import { type ChangePasswordBody } from '@ps/shared/schemas';
import { TWO_FACTOR_MESSAGES } from '@ps/shared/console-schemas';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { assertPasswordPolicy } from '../../platform/passwords/password-policy';
import { checkPassword, hashPassword } from '../../platform/passwords/password-hash';
import type { SignInThrottle } from '../../platform/sessions/sign-in-throttle';
import type { AuditLog } from '../../platform/audit/audit-log';
import { clientAddressOf } from '../../platform/rate-limit/rate-limit';
import type { SessionManager } from '../../platform/sessions/session-manager';
import type { SessionStore } from '../../platform/sessions/session-store';
import { staffQueries, type StaffRecord } from './repository';

export interface PasswordChangeDependencies {
  db: Db;
  sessions: SessionManager;
  store: SessionStore;
  audit: AuditLog;
  /** Wrong current passwords count like failed sign-ins: a left-open session cannot guess it. */
  throttle: SignInThrottle;
}

/** A member changes their own password: the current one first, then every other session of theirs ends. */
export function createPasswordChange({ db, sessions, store, audit, throttle }: PasswordChangeDependencies) {
  return {
    async change(req: Request, res: Response, member: StaffRecord, body: ChangePasswordBody) {
      const ip = clientAddressOf(req);
      const attempt = await throttle.admit(req, res, member.email);
      const valid =
        member.passwordHash !== null && (await checkPassword(body.currentPassword, member.passwordHash)).valid;
      if (!valid) {
        const message = TWO_FACTOR_MESSAGES.wrongPassword;
        throw AppError.validation(message, { currentPassword: message });
      }
      await attempt.succeeded();
      assertPasswordPolicy(body.password, member.email);
      const passwordHash = await hashPassword(body.password);
      return db.transaction().execute(async (trx) => {
        await staffQueries.setPasswordHash(trx, member.id, passwordHash);
        await store.endAllOf({ staffUserId: member.id }, trx);
        const session = await sessions.rotate(req, res, 'staff', { staffUserId: member.id }, trx);
        const actor = { id: member.id, email: member.email };
        await audit.record({ actor, ip, action: 'staff.password_changed', target: String(member.id) }, trx);
        return session;
      });
    },
  };
}

export type PasswordChange = ReturnType<typeof createPasswordChange>;
