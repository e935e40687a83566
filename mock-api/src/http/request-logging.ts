import { randomUUID } from 'node:crypto';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger';

const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Headers that sign someone in or name their cart: whoever reads the log must not be able to replay them. */
const CREDENTIAL_HEADERS = [
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'req.headers["x-session-id"]',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

/** Gives each request a logger and an id, reusing the caller's X-Request-Id when it is sane. */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger: logger.child({}, { redact: { paths: CREDENTIAL_HEADERS, censor: '[redacted]' } }),
    genReqId(req, res) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && WELL_FORMED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // Failures are logged with their cause by the error handler; this line is the access log.
    customLogLevel: () => 'info',
  });
}
