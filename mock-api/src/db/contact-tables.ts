import type { ColumnType } from 'kysely';
import type { ContactTopic } from '@ps/shared/schemas';

/* Messages sent through the contact form (migration 0009). */

export interface ContactMessagesTable {
  /** Random, quoted to the sender as the message's reference. */
  id: string;
  name: string;
  email: string;
  topic: ContactTopic;
  orderNumber: string | null;
  message: string;
  createdAt: ColumnType<Date, Date | undefined, never>;
}
