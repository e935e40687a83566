import type { Logger } from '../../logger';
import type { MailMessage, Mailer } from './mailer';

/** Sends without making the caller wait: a slow or failing mail server must not fail an order already placed. */
export function sendInBackground(mailer: Mailer, logger: Logger, message: MailMessage): void {
  mailer.send(message).catch((error: unknown) => {
    logger.error({ err: error, mail: { to: message.to, subject: message.subject } }, 'mail not sent');
  });
}
