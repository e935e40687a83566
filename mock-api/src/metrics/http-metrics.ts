import type { RequestHandler } from 'express';
import { httpRequestDuration } from './process-metrics';
import { rememberRouteTemplate, routeTemplateOf } from './route-template';

/** Methods a client may send are unbounded; anything else is counted as OTHER. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Times every request from arrival to its answer (or its connection closing first), by route template. */
export const httpMetrics: RequestHandler = (req, res, next) => {
  const startedAt = performance.now();
  rememberRouteTemplate(req);
  let observed = false;
  const observe = () => {
    if (observed) return;
    observed = true;
    httpRequestDuration.observe(
      {
        method: KNOWN_METHODS.has(req.method) ? req.method : 'OTHER',
        route: routeTemplateOf(req),
        // A client gone before the answer is marked 0, as nginx's 499 would be.
        status: res.writableFinished ? String(res.statusCode) : '0',
      },
      (performance.now() - startedAt) / 1000,
    );
  };
  res.once('finish', observe);
  res.once('close', observe);
  next();
};
