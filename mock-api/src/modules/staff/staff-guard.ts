import type { Request, RequestHandler } from 'express';
import { staffMay, TWO_FACTOR_MESSAGES, type StaffPermission } from '@ps/shared/console-schemas';
import { ACCOUNT_MESSAGES } from '@ps/shared/schemas';
import { AppError } from '../../http/app-error';
import type { StaffActor } from '../../platform/audit/staff-actor';
import { clientAddressOf } from '../../platform/rate-limit/rate-limit';
import type { SessionManager } from '../../platform/sessions/session-manager';
import type { StaffRecord } from './repository';
import type { StaffService } from './staff-service';

const signedInStaff = new WeakMap<Request, StaffRecord>();

/** The staff user a guarded route acts for; set by requirePermission. */
export function staffOf(req: Request): StaffRecord {
  const staff = signedInStaff.get(req);
  if (!staff) throw new Error('staffOf() outside a route guarded by requirePermission');
  return staff;
}

/** The member a guarded route acts for, and from where, as the audit log names them. */
export function staffActorOf(req: Request): StaffActor {
  const { id, name, email } = staffOf(req);
  return { id, name, email, ip: clientAddressOf(req) };
}

/** A second permission that only the request's body calls for (a bulk delete, a new price). */
export function assertStaffMay(req: Request, permission: StaffPermission): void {
  if (!staffMay(staffOf(req), permission)) throw new AppError(403, 'FORBIDDEN', ACCOUNT_MESSAGES.forbidden);
}

export interface GuardOptions {
  /** The few routes a member may use while an admin requires two-factor they have not set up. */
  beforeEnrolment?: boolean;
}

/**
 * The one check in front of every admin route: nobody signed in → 401; a customer, or
 * staff whose role lacks the permission → 403; a member who must still set up two-factor
 * → 403 outside the enrolment routes. The role's permissions and the policy are read afresh
 * on each request, so a change applies at once.
 */
export function createStaffGuard(
  sessions: SessionManager,
  staff: StaffService,
  requireTwoFactor: () => Promise<boolean>,
) {
  async function currentStaff(req: Request): Promise<StaffRecord | undefined> {
    const session = await sessions.current(req, 'staff');
    const user = session?.staffUserId ? await staff.findById(session.staffUserId) : undefined;
    // Disabling ends the sessions too; this also covers a request already past that moment.
    return user?.disabledAt ? undefined : user;
  }

  /** Signed in, but an admin requires two-factor and this member has not set it up. */
  const mustEnrol = async (user: StaffRecord) => user.totpEnabledAt === null && (await requireTwoFactor());

  function requirePermission(permission: StaffPermission | 'signed-in', options: GuardOptions = {}): RequestHandler {
    return async (req, _res, next) => {
      const user = await currentStaff(req);
      if (!user) {
        const customer = await sessions.current(req, 'customer');
        if (customer?.customerId) throw new AppError(403, 'FORBIDDEN', ACCOUNT_MESSAGES.forbidden);
        throw new AppError(401, 'UNAUTHORIZED', ACCOUNT_MESSAGES.staffSignInRequired);
      }
      if (permission !== 'signed-in' && !staffMay(user, permission)) {
        throw new AppError(403, 'FORBIDDEN', ACCOUNT_MESSAGES.forbidden);
      }
      if (!options.beforeEnrolment && (await mustEnrol(user))) {
        throw new AppError(403, 'TWO_FACTOR_ENROLMENT_REQUIRED', TWO_FACTOR_MESSAGES.enrolmentRequired);
      }
      signedInStaff.set(req, user);
      next();
    };
  }

  return { currentStaff, mustEnrol, requirePermission };
}

export type StaffGuard = ReturnType<typeof createStaffGuard>;
