import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp, type HttpLogger } from 'pino-http';
import { SESSION_ID_HEADER } from '@ps/shared/schemas';
import { logHash } from '../lib/log-hash';
import type { Logger } from '../logger';
import { scrubParams, scrubQuery, scrubUrl, truncatedAddress } from '@ps/shared/scrubbing';

const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

interface SerializedRequest {
  url?: string;
  query?: unknown;
  params?: unknown;
  headers?: Record<string, unknown>;
  remoteAddress?: string;
  remotePort?: number;
}

/** Headers that carry the client's address through proxies. */
const ADDRESS_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded'];

function loggedHeaders(headers: Record<string, unknown> = {}): Record<string, unknown> {
  const logged = { ...headers };
  if (typeof logged.referer === 'string') logged.referer = scrubUrl(logged.referer);
  for (const name of ADDRESS_HEADERS) {
    if (typeof logged[name] === 'string')
      logged[name] = logged[name].split(',').map((hop) => truncatedAddress(hop.trim()));
  }
  return logged;
}

/**
 * The access log's view of a request: the path as a route template (no order numbers or checkout
 * ids), e-mails and tokens in the query and referrer scrubbed, the client's address cut to its network.
 */
function loggedRequest(req: SerializedRequest): SerializedRequest {
  const { remotePort: _port, ...rest } = req;
  return {
    ...rest,
    url: req.url === undefined ? undefined : scrubUrl(req.url),
    query: scrubQuery(req.query),
    params: scrubParams(req.params),
    headers: loggedHeaders(req.headers),
    remoteAddress: req.remoteAddress === undefined ? undefined : truncatedAddress(req.remoteAddress),
  };
}

/** Lines of one browser session share this hash; the session id itself is a credential. */
function sessionHashOf(req: IncomingMessage): { session?: string } {
  const sessionId = req.headers[SESSION_ID_HEADER];
  return typeof sessionId === 'string' && sessionId !== '' ? { session: logHash(sessionId) } : {};
}

function genRequestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && WELL_FORMED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/** Gives each request a logger and an id, reusing the caller's X-Request-Id when it is sane. */
export function requestLogging(logger: Logger): RequestHandler {
  const middleware = pinoHttp({
    logger,
    genReqId: genRequestId,
    serializers: { req: loggedRequest },
    customProps: sessionHashOf,
    // Failures are logged with their cause by the error handler; this line is the access log.
    customLogLevel: () => 'info',
  });
  if (logger.isLevelEnabled('info')) return middleware;
  return (req, res, next) => {
    lazyRequestLogger(req, res, middleware);
    next();
  };
}

/**
 * Below the access log's level no line is written, yet pino-http would serialize and redact the request into a
 * child logger on every request (about a tenth of a cached catalog read's time). The id is set at once; the
 * logger is built on first use, so a warning or an error still carries the request.
 */
function lazyRequestLogger(
  req: IncomingMessage,
  res: ServerResponse,
  middleware: HttpLogger<IncomingMessage, ServerResponse>,
): void {
  req.id = genRequestId(req, res);
  Object.defineProperty(req, 'log', {
    configurable: true,
    enumerable: true,
    get() {
      Object.defineProperty(req, 'log', { value: undefined, configurable: true, enumerable: true, writable: true });
      middleware(req, res);
      return req.log;
    },
  });
}
