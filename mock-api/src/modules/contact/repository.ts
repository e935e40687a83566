import { sql } from 'kysely';
import type { ContactMessage } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';

export function createContactRepository(db: Db) {
  return {
    async insert(id: string, message: ContactMessage): Promise<void> {
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
    },

    async markMailed(id: string): Promise<void> {
      await db
        .updateTable('contactMessages')
        .set({ mailedAt: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
