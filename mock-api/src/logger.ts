import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config';
import { withoutEmails } from '@ps/shared/scrubbing';
import { prettyDestination } from './log-format';

export type { Logger };

/** Headers that are credentials: replaying one from a log would act as the shopper. */
const CREDENTIAL_HEADERS = ['x-session-id', 'cookie', 'authorization', 'x-csrf-token', 'idempotency-key'];

type LoggerConfig = Pick<Config, 'logLevel'> & Partial<Pick<Config, 'logFormat'>>;

/** JSON for machines (a pipe, a file, a log collector), one readable line for a person at a terminal. */
function standardOutput(format: LoggerConfig['logFormat']): DestinationStream | undefined {
  const pretty = format === 'pretty' || (format === undefined && process.stdout.isTTY);
  return pretty ? prettyDestination(process.stdout) : undefined;
}

/**
 * No credentials or personal data reach a log line: credential headers and card or password
 * fields are redacted by path, and any e-mail address left anywhere in a line (an error's
 * detail, a URL) is replaced on the way out, before either format is written. `destination`
 * is for tests that read the log.
 */
export function createLogger(config: LoggerConfig, destination?: DestinationStream): Logger {
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
  const output = destination ?? standardOutput(config.logFormat);
  return output ? pino(options, output) : pino(options);
}
