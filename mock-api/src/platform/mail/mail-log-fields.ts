import { withoutOrderNumbers } from '@ps/shared/scrubbing';
import { logHash } from '../../lib/log-hash';
import type { MailMessage } from '../../db/outbox-tables';

/** What a log line says about a message: its subject without order numbers and a keyed hash of the recipient. */
export function mailLogFields(message: Pick<MailMessage, 'to' | 'subject'>) {
  return { recipient: logHash(message.to.trim().toLowerCase()), subject: withoutOrderNumbers(message.subject) };
}
