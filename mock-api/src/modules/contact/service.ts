import { randomUUID } from 'node:crypto';
import type { ContactMessage, ContactMessageResponse } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import { enqueueMail } from '../../platform/mail/outbox';
import { insertContactMessage } from './repository';
import { staffMail } from './staff-mail';

/** The first 8 characters of the message's id, upper case: short enough to read out on the phone. */
export const referenceOf = (id: string): string => id.slice(0, 8).toUpperCase();

/** `supportEmail` is asked per message: staff may change the address in the settings. */
export function createContactService(db: Db, supportEmail: () => Promise<string>) {
  return {
    /** Stored with its mail in the outbox, so a mail server that is down delays the copy but loses nothing. */
    async receive(message: ContactMessage): Promise<ContactMessageResponse> {
      const id = randomUUID();
      const reference = referenceOf(id);
      const staffCopy = staffMail(message, reference, await supportEmail());
      // The message and the support inbox's copy commit together: a stored message is always mailed, once.
      await db.transaction().execute(async (trx) => {
        await insertContactMessage(trx, id, message);
        await enqueueMail(trx, 'contact_message', staffCopy);
      });
      return {
        status: 'received',
        reference,
        message: `Thanks, ${message.name}! Your message is with our crew, and we will reply to ${message.email}.`,
      };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
