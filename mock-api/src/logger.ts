import { pino, type Logger } from 'pino';
import type { Config } from './config';

export type { Logger };

export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    // Card details and passwords must never reach a log line, whatever logs a request body.
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'req.body.card',
      'req.body.customer.password',
      'req.body.customer.confirmPassword',
    ],
  });
}
