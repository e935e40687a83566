import { randomUUID } from 'node:crypto';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger';

const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

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
    // Failures are logged with their cause by the error handler; this line is the access log.
    customLogLevel: () => 'info',
  });
}
