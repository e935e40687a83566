import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { pinoHttp } from 'pino-http';
import { SESSION_ID_HEADER } from '@ps/shared/schemas';
import { logHash } from '../lib/log-hash';
import type { Logger } from '../logger';
import { scrubQuery, scrubUrl } from './log-scrubbing';

const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

interface SerializedRequest {
  url?: string;
  query?: unknown;
  headers?: Record<string, unknown>;
}

/** The access log's view of a request: e-mails and tokens in the URL, query and referrer are scrubbed. */
function loggedRequest(req: SerializedRequest): SerializedRequest {
  const referer = req.headers?.referer;
  return {
    ...req,
    url: req.url === undefined ? undefined : scrubUrl(req.url),
    query: scrubQuery(req.query),
    headers: typeof referer === 'string' ? { ...req.headers, referer: scrubUrl(referer) } : req.headers,
  };
}

/** Lines of one browser session share this hash; the session id itself is a credential. */
function sessionHashOf(req: IncomingMessage): { session?: string } {
  const sessionId = req.headers[SESSION_ID_HEADER];
  return typeof sessionId === 'string' && sessionId !== '' ? { session: logHash(sessionId) } : {};
}

/** Gives each request a logger and an id, reusing the caller's X-Request-Id when it is sane. */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && WELL_FORMED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    serializers: { req: loggedRequest },
    customProps: sessionHashOf,
    // Failures are logged with their cause by the error handler; this line is the access log.
    customLogLevel: () => 'info',
  });
}
