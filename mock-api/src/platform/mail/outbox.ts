import type { MailKind, MailMessage } from '../../db/outbox-tables';
import type { Db } from '../../db/tables';
import { insertOutboxRows, mailSender } from './outbox-repository';
import { withSupportFooter } from './support-footer';

/**
 * Puts a message in the outbox. Pass the transaction that makes the mail necessary
 * (the order, the signup): the message is sent if and only if that transaction commits.
 * It ends with the shop's support contact as stored in the settings then.
 */
export async function enqueueMail(trx: Db, kind: MailKind, message: MailMessage): Promise<void> {
  await enqueueMails(trx, kind, [message]);
}

/** Rows per insert: a mailing to every subscriber stays far below PostgreSQL's parameter limit. */
const INSERT_BATCH = 500;

/** enqueueMail for many messages of one kind (a mailing), in as few statements as the batch size allows. */
export async function enqueueMails(trx: Db, kind: MailKind, messages: readonly MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const sender = await mailSender(trx);
  const signed = sender ? messages.map((message) => withSupportFooter(message, sender)) : messages;
  for (let start = 0; start < signed.length; start += INSERT_BATCH) {
    const batch = signed.slice(start, start + INSERT_BATCH).map((message) => ({ kind, message }));
    await insertOutboxRows(trx, batch);
  }
}
