import type { ColumnType, Generated } from 'kysely';
import type { NewsType } from '@ps/shared/rules';

/* The band's news posts (migration 0032). */

export interface NewsPostsTable {
  id: Generated<number>;
  title: string;
  /** A `date` column: read it as text (`YYYY-MM-DD`), never as a Date, so no time zone shifts the day. */
  postedOn: ColumnType<unknown, string, string>;
  type: NewsType;
  content: string;
  isHot: boolean;
  published: Generated<boolean>;
  createdAt: ColumnType<Date, Date | undefined, never>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
  /** Migration 0040: bumped by each save of the console's form; a save naming an older one is refused. */
  version: Generated<number>;
}
