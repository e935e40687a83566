import type { ContactMessage } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';

export async function insertContactMessage(db: Db, id: string, message: ContactMessage): Promise<void> {
  await db
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
}
