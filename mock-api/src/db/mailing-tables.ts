import type { ColumnType, Generated } from 'kysely';

/* Mailings staff write and send to the newsletter (migration 0034). */

export interface NewsletterMailingsTable {
  id: Generated<number>;
  subject: string;
  /** Plain text as staff typed it; escaped when the mail is built. */
  body: string;
  /** Staff ids; null once the account is removed. */
  writtenBy: number | null;
  sentBy: number | null;
  /** Null while a draft; set once, with `recipients`, when sent. */
  sentAt: Date | null;
  recipients: number | null;
  createdAt: ColumnType<Date, Date | undefined, never>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
  /** Migration 0040: bumped by each save of the console's form; a save naming an older one is refused. */
  version: Generated<number>;
}
