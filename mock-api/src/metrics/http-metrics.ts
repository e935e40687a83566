import type { RequestHandler } from 'express';
import { countPoolCheckouts } from '../db/pool-use';
import { dbPoolCheckouts, httpRequestDuration } from './process-metrics';
import { rememberRouteTemplate, routeTemplateOf } from './route-template';

/** Methods a client may send are unbounded; anything else is counted as OTHER. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const NOT_COUNTED = () => 0;

/**
 * Times every request from arrival to its answer (or its connection closing first), by route template,
 * and, when `countCheckouts`, counts the pool connections it took. The count follows the request through
 * an AsyncLocalStorage, which on Node 20 adds a hook to every promise of the process: only a process whose
 * /metrics is read pays for it.
 */
export function httpMetrics({ countCheckouts }: { countCheckouts: boolean }): RequestHandler {
  return (req, res, next) => {
    const startedAt = performance.now();
    rememberRouteTemplate(req);
    let observed = false;
    let checkouts = NOT_COUNTED;
    const observe = () => {
      if (observed) return;
      observed = true;
      const method = KNOWN_METHODS.has(req.method) ? req.method : 'OTHER';
      const route = routeTemplateOf(req);
      // A client gone before the answer is marked 0, as nginx's 499 would be.
      const status = res.writableFinished ? String(res.statusCode) : '0';
      httpRequestDuration.observe({ method, route, status }, (performance.now() - startedAt) / 1000);
      if (countCheckouts) dbPoolCheckouts.inc({ method, route }, checkouts());
    };
    res.once('finish', observe);
    res.once('close', observe);
    if (countCheckouts) checkouts = countPoolCheckouts(next);
    else next();
  };
}
