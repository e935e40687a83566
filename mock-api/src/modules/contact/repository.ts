import type { ContactMessage } from '@ps/shared/schemas';
import type { MailMessage } from '../../db/outbox-tables';
import type { Db } from '../../db/tables';
import { enqueueMail } from '../../platform/mail/outbox';

export function createContactRepository(db: Db) {
  return {
    /** The message and the support inbox's copy commit together: a stored message is always mailed, once. */
    async insertAndQueueMail(id: string, message: ContactMessage, staffCopy: MailMessage): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('contactMessages')
          .values({
            id,
            name: message.name,
            email: message.email,
            topic: message.topic,
            orderNumber: message.orderNumber ?? null,
            message: message.message,
          })
          .execute();
        await enqueueMail(trx, 'contact_message', staffCopy);
      });
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
