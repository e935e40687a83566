import type { RequestHandler } from 'express';
import { countPoolCheckouts } from '../db/pool-use';
import { dbPoolCheckouts, httpRequestDuration } from './process-metrics';
import { rememberRouteTemplate, routeTemplateOf } from './route-template';

/** Methods a client may send are unbounded; anything else is counted as OTHER. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Times every request from arrival to its answer (or its connection closing first), and counts the pool
 * connections it took, by route template.
 */
export const httpMetrics: RequestHandler = (req, res, next) => {
  const startedAt = performance.now();
  rememberRouteTemplate(req);
  let observed = false;
  let checkouts = () => 0;
  const observe = () => {
    if (observed) return;
    observed = true;
    const method = KNOWN_METHODS.has(req.method) ? req.method : 'OTHER';
    const route = routeTemplateOf(req);
    // A client gone before the answer is marked 0, as nginx's 499 would be.
    const status = res.writableFinished ? String(res.statusCode) : '0';
    httpRequestDuration.observe({ method, route, status }, (performance.now() - startedAt) / 1000);
    dbPoolCheckouts.inc({ method, route }, checkouts());
  };
  res.once('finish', observe);
  res.once('close', observe);
  checkouts = countPoolCheckouts(next);
};
