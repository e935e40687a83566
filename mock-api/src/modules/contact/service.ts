import { randomUUID } from 'node:crypto';
import type { ContactMessage, ContactMessageResponse } from '@ps/shared/schemas';
import type { Logger } from '../../logger';
import type { Mailer } from '../mail/mailer';
import type { ContactRepository } from './repository';
import { staffMail } from './staff-mail';

/** The first 8 characters of the message's id, upper case: short enough to read out on the phone. */
export const referenceOf = (id: string): string => id.slice(0, 8).toUpperCase();

export function createContactService(
  repository: ContactRepository,
  mailer: Mailer,
  logger: Logger,
  supportEmail: string,
) {
  return {
    /** Stored first, then mailed without making the sender wait: a mail server outage loses no message. */
    async receive(message: ContactMessage): Promise<ContactMessageResponse> {
      const id = randomUUID();
      const reference = referenceOf(id);
      await repository.insert(id, message);
      mailer
        .send(staffMail(message, reference, supportEmail))
        .then(() => repository.markMailed(id))
        .catch((error: unknown) => logger.error({ err: error, contactReference: reference }, 'contact mail not sent'));
      return {
        status: 'received',
        reference,
        message: `Thanks, ${message.name}! Your message is with our crew, and we will reply to ${message.email}.`,
      };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
