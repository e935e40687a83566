import { logHash } from '../../lib/log-hash';
import type { MailMessage } from './mailer';

/** What a log line says about a message: its subject and a keyed hash of the recipient, never the address. */
export function mailLogFields(message: Pick<MailMessage, 'to' | 'subject'>) {
  return { recipient: logHash(message.to.trim().toLowerCase()), subject: message.subject };
}
