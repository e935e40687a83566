import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { SESSION_ID_HEADER } from '@ps/shared/schemas';
import { logHash } from '../lib/log-hash';
import type { Logger } from '../logger';
import { scrubUrl } from './log-scrubbing';

const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

declare module 'http' {
  interface IncomingMessage {
    /** Set by requestLogging on every request, echoed as X-Request-Id. */
    id: string;
    /** Lines about this request, carrying its id, method and scrubbed URL. */
    log: Logger;
  }
}

/** Lines of one browser session share this hash; the session id itself is a credential. */
function sessionHashOf(req: IncomingMessage): { session?: string } {
  const sessionId = req.headers[SESSION_ID_HEADER];
  return typeof sessionId === 'string' && sessionId !== '' ? { session: logHash(sessionId) } : {};
}

function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && WELL_FORMED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * The path with order numbers and checkout ids replaced ("/api/orders/:orderNumber"); the query is left out, since
 * search words are the visitor's own.
 */
const routeTemplateOf = (scrubbedUrl: string): string => scrubbedUrl.split('?', 1)[0] ?? '/';

/**
 * Gives each request an id (the caller's X-Request-Id when it is sane, echoed back) and a logger built on first
 * use, and writes one compact access line when the response ends: method, route template, status and duration,
 * without headers, query, or address. The full request used to be serialized and redacted into every line, which
 * took about a quarter of a cached catalog read's CPU (decision 052).
 */
export function requestLogging(logger: Logger): RequestHandler {
  const accessLog = logger.isLevelEnabled('info');
  return (req, res, next) => {
    const startedAt = performance.now();
    const id = requestIdOf(req, res);
    req.id = id;
    // Captured now: routers rewrite req.url while the request passes through them.
    const { method, originalUrl } = req;
    const session = sessionHashOf(req);
    lazyChildLogger(req, () => logger.child({ req: { id, method, url: scrubUrl(originalUrl) }, ...session }));
    if (accessLog) {
      res.once('close', () => {
        const ms = Math.round((performance.now() - startedAt) * 10) / 10;
        const route = routeTemplateOf(scrubUrl(originalUrl));
        const completed = res.writableFinished;
        logger.info(
          {
            req: { id, method, route },
            status: res.statusCode,
            ms,
            ...session,
            ...(completed ? {} : { aborted: true }),
          },
          completed ? 'request completed' : 'request aborted',
        );
      });
    }
    next();
  };
}

/** `req.log` for the error handler and routes, built only when a request has something to say. */
function lazyChildLogger(req: IncomingMessage, build: () => Logger): void {
  Object.defineProperty(req, 'log', {
    configurable: true,
    enumerable: true,
    get() {
      const child = build();
      Object.defineProperty(req, 'log', { value: child, configurable: true, enumerable: true, writable: true });
      return child;
    },
  });
}
