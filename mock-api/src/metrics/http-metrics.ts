import type { Request, RequestHandler, Response } from 'express';
import { countPoolUse } from '../db/pool-use';
import { dbPoolCheckouts, dbStatements, httpRequestDuration } from './process-metrics';
import { routeTemplateOf } from './route-template';

/** Methods a client may send are unbounded; anything else is counted as OTHER. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const methodLabel = (req: Request) => (KNOWN_METHODS.has(req.method) ? req.method : 'OTHER');

/**
 * Counts a request `ms` after its arrival, once its response closed (answered, or its connection gone first), by
 * route template. Called from the access line's listener (requestLogging), so a request carries one listener.
 */
export function observeHttpRequest(req: Request, res: Response, ms: number): void {
  httpRequestDuration.observe(
    {
      method: methodLabel(req),
      route: routeTemplateOf(req),
      // A client gone before the answer is marked 0, as nginx's 499 would be.
      status: res.writableFinished ? String(res.statusCode) : '0',
    },
    ms / 1000,
  );
}

/**
 * Counts the pool connections each request took and the statements it sent on them, by route template. The count follows the request through an
 * AsyncLocalStorage, which on Node 20 adds a hook to every promise of the process: mount it only in a process
 * whose /metrics is read.
 */
export function countPoolUsePerRequest(): RequestHandler {
  return (req, res, next) => {
    const tally = countPoolUse(next);
    res.once('close', () => {
      const labels = { method: methodLabel(req), route: routeTemplateOf(req) };
      dbPoolCheckouts.inc(labels, tally.checkouts);
      dbStatements.inc(labels, tally.statements);
    });
  };
}
