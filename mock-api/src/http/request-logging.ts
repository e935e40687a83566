import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { LogFn } from 'pino';
import { SESSION_ID_HEADER } from '@ps/shared/schemas';
import { logHash } from '../lib/log-hash';
import type { Logger } from '../logger';
import { routeTemplateOf, scrubUrl } from '@ps/shared/scrubbing';

/** What routes and the error handler may write about a request. */
export type RequestLog = Pick<Logger, 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'>;

declare module 'http' {
  interface IncomingMessage {
    /** Set by requestLogging on every request, echoed as X-Request-Id. */
    id: string;
    /** Lines about this request, carrying its id, method and scrubbed URL. */
    log: RequestLog;
  }
}

const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Lines of one browser session share this hash; the session id itself is a credential. */
function sessionHashOf(req: IncomingMessage): string | undefined {
  const sessionId = req.headers[SESSION_ID_HEADER];
  return typeof sessionId === 'string' && sessionId !== '' ? logHash(sessionId) : undefined;
}

/** The access line, built as one object: no spreads to copy on every request. */
interface AccessLine {
  req: { id: string; method: string; route: string };
  status: number;
  ms: number;
  session?: string;
  aborted?: true;
}

function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && WELL_FORMED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * `req.log`: the child logger (request id, method, scrubbed URL, session hash) is built on the first line, which
 * most requests never write. A plain object, not a getter on the request, so every request keeps one shape.
 */
class LazyRequestLog implements RequestLog {
  #child: Logger | undefined;

  constructor(private readonly build: () => Logger) {}

  get #logger(): Logger {
    this.#child ??= this.build();
    return this.#child;
  }

  fatal(...args: Parameters<LogFn>): void {
    this.#logger.fatal(...args);
  }

  error(...args: Parameters<LogFn>): void {
    this.#logger.error(...args);
  }

  warn(...args: Parameters<LogFn>): void {
    this.#logger.warn(...args);
  }

  info(...args: Parameters<LogFn>): void {
    this.#logger.info(...args);
  }

  debug(...args: Parameters<LogFn>): void {
    this.#logger.debug(...args);
  }

  trace(...args: Parameters<LogFn>): void {
    this.#logger.trace(...args);
  }
}

/** Told about every request once its response closed (answered, or the client gone first), `ms` after it arrived. */
export type ClosedRequestObserver = (req: Request, res: Response, ms: number) => void;

/**
 * Gives each request an id (the caller's X-Request-Id when it is sane, echoed back) and a logger, and at `info`
 * writes one compact access line when the response ends: request id, method, route template, status and duration;
 * no headers, query or address. Serializing and redacting the whole request into every line took about a quarter
 * of a cached catalog read's CPU (decision 052). `observeClosed` (the request metrics) is called from the same
 * listener: one listener and one closure per request, not one per observer.
 */
export function requestLogging(logger: Logger, observeClosed?: ClosedRequestObserver): RequestHandler {
  const accessLog = logger.isLevelEnabled('info');
  // The access line holds no header or body, so the redaction paths (all under req.headers and req.body) would
  // only be searched for on every request; lines about a request (req.log) keep them.
  const accessLogger = logger.child({}, { redact: [] });
  return (req, res, next) => {
    const startedAt = performance.now();
    const id = requestIdOf(req, res);
    req.id = id;
    // Captured now: routers rewrite req.url while the request passes through them.
    const { method, originalUrl } = req;
    const session = sessionHashOf(req);
    req.log = new LazyRequestLog(() =>
      logger.child({ req: { id, method, url: scrubUrl(originalUrl) }, ...(session === undefined ? {} : { session }) }),
    );
    if (accessLog || observeClosed) {
      // A response closes once, so a plain listener: `once` would wrap it in another closure.
      res.on('close', () => {
        const elapsed = performance.now() - startedAt;
        observeClosed?.(req, res, elapsed);
        if (!accessLog) return;
        const line: AccessLine = {
          req: { id, method, route: routeTemplateOf(originalUrl) },
          status: res.statusCode,
          ms: Math.round(elapsed * 10) / 10,
        };
        if (session !== undefined) line.session = session;
        if (res.writableFinished) {
          accessLogger.info(line, 'request completed');
        } else {
          line.aborted = true;
          accessLogger.info(line, 'request aborted');
        }
      });
    }
    next();
  };
}
