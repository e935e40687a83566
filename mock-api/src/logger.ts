import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config';
import { withoutEmails } from '@ps/shared/scrubbing';

export type { Logger };

/** Headers that are credentials: replaying one from a log would act as the shopper. */
const CREDENTIAL_HEADERS = ['x-session-id', 'cookie', 'authorization', 'x-csrf-token', 'idempotency-key'];

/**
 * No credentials or personal data reach a log line: credential headers and card or password
 * fields are redacted by path, and any e-mail address left anywhere in a line (an error's
 * detail, a URL) is replaced on the way out. `destination` is for tests that read the log.
 */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    redact: [
      ...CREDENTIAL_HEADERS.map((header) => `req.headers["${header}"]`),
      'res.headers["set-cookie"]',
      'req.body.card',
      'req.body.customer.password',
      'req.body.customer.confirmPassword',
    ],
    hooks: { streamWrite: withoutEmails },
  };
  return destination ? pino(options, destination) : pino(options);
}
