import type { Migration } from 'kysely';
import { catalogMigration } from './0001-catalog';

/** Every migration ever shipped, keyed so that alphabetical order is apply order. */
export const migrations: Record<string, Migration> = {
  '0001_catalog': catalogMigration,
};
