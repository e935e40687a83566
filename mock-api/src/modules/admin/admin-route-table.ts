import { Router, type Request, type RequestHandler } from 'express';
import type { StaffPermission } from '@ps/shared/schemas';
import type { AuditLog } from '../audit/audit-log';
import { clientAddressOf } from '../rate-limit/rate-limit';
import { requireCsrf } from '../sessions/require-csrf';
import type { SessionManager } from '../sessions/session-manager';
import { staffOf, type StaffGuard } from '../staff/staff-guard';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface AdminRoute {
  method: Method;
  /** Below /api/admin. */
  path: string;
  /** What the role needs; 'signed-in' is any staff user. */
  permission: StaffPermission | 'signed-in';
  /** Open to a member who must still set up two-factor (their profile's enrolment, sign-out). */
  beforeEnrolment?: boolean;
}

interface RouteOptions {
  /** For routes that write their own, more telling audit row (sign-out). */
  auditedByHandler?: boolean;
}

const targetOf = (req: Request) => (Object.keys(req.params).length > 0 ? JSON.stringify(req.params) : null);

/** After the answer: who did what to what, with the body (secrets redacted) and the status. */
function auditAfterwards(audit: AuditLog): RequestHandler {
  return (req, res, next) => {
    const actor = staffOf(req);
    res.on('finish', () => {
      audit
        .record({
          actor: { id: actor.id, email: actor.email },
          ip: clientAddressOf(req),
          action: `${req.method} ${req.baseUrl}${String(req.route?.path ?? req.path)}`,
          target: targetOf(req),
          changes: { status: res.statusCode, body: req.body as unknown },
        })
        .catch((error: unknown) => req.log.error({ err: error }, 'could not write the audit log'));
    });
    next();
  };
}

/**
 * Every guarded admin route is added here, with its permission: the guard, the CSRF
 * check and the audit row come with it, and `routes` lists them all, so one test can
 * prove that none answers without the right session.
 */
export function createAdminRouteTable(guard: StaffGuard, sessions: SessionManager, audit: AuditLog) {
  const router = Router();
  const routes: AdminRoute[] = [];
  const csrf = requireCsrf(sessions, 'staff');

  /** Several handlers run in order, after the guards: a body parser (uploads, CSV) then the route. */
  function add(route: AdminRoute, handler: RequestHandler | RequestHandler[], options: RouteOptions = {}): void {
    routes.push(route);
    const guards = [guard.requirePermission(route.permission, { beforeEnrolment: route.beforeEnrolment }), csrf];
    const audited = route.method !== 'get' && !options.auditedByHandler;
    router[route.method](route.path, ...guards, ...(audited ? [auditAfterwards(audit)] : []), ...[handler].flat());
  }

  return { router, routes, add };
}

export type AdminRouteTable = ReturnType<typeof createAdminRouteTable>;
