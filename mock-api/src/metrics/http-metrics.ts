import type { Request, Response } from 'express';
import { httpRequestDuration } from './process-metrics';
import { routeTemplateOf } from './route-template';

/** Methods a client may send are unbounded; anything else is counted as OTHER. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Counts a request `ms` after its arrival, once its response closed (answered, or its connection gone first), by
 * route template. Called from the access line's listener (requestLogging), so a request carries one listener.
 */
export function observeHttpRequest(req: Request, res: Response, ms: number): void {
  httpRequestDuration.observe(
    {
      method: KNOWN_METHODS.has(req.method) ? req.method : 'OTHER',
      route: routeTemplateOf(req),
      // A client gone before the answer is marked 0, as nginx's 499 would be.
      status: res.writableFinished ? String(res.statusCode) : '0',
    },
    ms / 1000,
  );
}
