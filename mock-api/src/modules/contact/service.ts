import { randomUUID } from 'node:crypto';
import type { ContactMessage, ContactMessageResponse } from '@ps/shared/schemas';
import type { ContactRepository } from './repository';
import { staffMail } from './staff-mail';

/** The first 8 characters of the message's id, upper case: short enough to read out on the phone. */
export const referenceOf = (id: string): string => id.slice(0, 8).toUpperCase();

export function createContactService(repository: ContactRepository, supportEmail: string) {
  return {
    /** Stored with its mail in the outbox, so a mail server that is down delays the copy but loses nothing. */
    async receive(message: ContactMessage): Promise<ContactMessageResponse> {
      const id = randomUUID();
      const reference = referenceOf(id);
      await repository.insertAndQueueMail(id, message, staffMail(message, reference, supportEmail));
      return {
        status: 'received',
        reference,
        message: `Thanks, ${message.name}! Your message is with our crew, and we will reply to ${message.email}.`,
      };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
