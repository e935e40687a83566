import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { StaffPermission } from '@ps/shared/console-schemas';
import type { AuditLog } from '../audit/audit-log';
import { changeAudit, type ChangeAudit } from '../audit/change-audit';
import { clientAddressOf } from '../rate-limit/rate-limit';
import { requireCsrf } from '../sessions/require-csrf';
import type { SessionManager } from '../sessions/session-manager';

type WriteMethod = 'post' | 'put' | 'patch' | 'delete';

/**
 * What the table needs of the staff module's guard, handed in by wiring/ so that platform/ knows
 * no module: the check in front of each route, and who a request it let through acts for.
 */
export interface AdminRouteGuard {
  requirePermission(permission: StaffPermission | 'signed-in', options?: { beforeEnrolment?: boolean }): RequestHandler;
  staffOf(req: Request): { id: number; email: string };
}

interface RouteBase {
  /** Below /api/admin. */
  path: string;
  /** What the role needs; 'signed-in' is any staff user. */
  permission: StaffPermission | 'signed-in';
  /** Open to a member who must still set up two-factor (their profile's enrolment, sign-out). */
  beforeEnrolment?: boolean;
}

/**
 * How a write route's audit row is written; there is no after-the-answer row (decision 037).
 * - 'in-change': the handler is given the request's ChangeAudit and passes it to the service,
 *   which records it with the transaction that makes the change.
 * - 'own-row': the service writes a row of its own wording in its transaction (sign-out, the
 *   Staff screen, settings, order status and refunds, erasure, the member's own profile).
 */
export type AuditMode = 'in-change' | 'own-row';

export interface ReadRoute extends RouteBase {
  method: 'get';
}

export interface WriteRoute extends RouteBase {
  method: WriteMethod;
  audit: AuditMode;
}

export type AdminRoute = ReadRoute | WriteRoute;

/** A write route whose service records the request's audit row with the change's transaction. */
export const auditedChange = (method: WriteMethod, path: string, permission: RouteBase['permission']) =>
  ({ method, path, permission, audit: 'in-change' }) as const;

/** The last handler of an 'in-change' route: it must hand `audit` to the service making the change. */
export type AuditedHandler = (req: Request, res: Response, audit: ChangeAudit) => Promise<void>;

/** A body parser (uploads, CSV) may run before the route's own handler. */
type Handlers<Last> = Last | [...RequestHandler[], Last];

const targetOf = (req: Request) => (Object.keys(req.params).length > 0 ? JSON.stringify(req.params) : null);

/** The request's row: who did what to what, with the body (secrets redacted) and the answer's status. */
function auditOf(log: AuditLog, guard: AdminRouteGuard, req: Request, res: Response): ChangeAudit {
  const actor = guard.staffOf(req);
  return changeAudit(log, () => ({
    actor: { id: actor.id, email: actor.email },
    ip: clientAddressOf(req),
    action: `${req.method} ${req.baseUrl}${String(req.route?.path ?? req.path)}`,
    target: targetOf(req),
    changes: { status: res.statusCode, body: req.body as unknown },
  }));
}

/**
 * Every guarded admin route is added here, with its permission and, for a write, how it is
 * audited: the guard and the CSRF check come with it, and `routes` lists them all, so one
 * test proves that none answers without the right session and another that every write
 * commits with its audit row or not at all.
 */
export function createAdminRouteTable(guard: AdminRouteGuard, sessions: SessionManager, log: AuditLog) {
  const router = Router();
  const routes: AdminRoute[] = [];
  const csrf = requireCsrf(sessions, 'staff');

  function add(route: ReadRoute | (WriteRoute & { audit: 'own-row' }), handler: Handlers<RequestHandler>): void;
  function add(route: WriteRoute & { audit: 'in-change' }, handler: Handlers<AuditedHandler>): void;
  function add(route: AdminRoute, handler: Handlers<RequestHandler> | Handlers<AuditedHandler>): void {
    routes.push(route);
    const guards = [guard.requirePermission(route.permission, { beforeEnrolment: route.beforeEnrolment }), csrf];
    const handlers = [handler].flat();
    const last = handlers.pop() as RequestHandler | AuditedHandler;
    const own: RequestHandler =
      route.method !== 'get' && route.audit === 'in-change'
        ? (req, res) => (last as AuditedHandler)(req, res, auditOf(log, guard, req, res))
        : (last as RequestHandler);
    router[route.method](route.path, ...guards, ...(handlers as RequestHandler[]), own);
  }

  return { router, routes, add };
}

export type AdminRouteTable = ReturnType<typeof createAdminRouteTable>;
