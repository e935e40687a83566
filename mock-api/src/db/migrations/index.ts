import type { Migration } from 'kysely';
import { catalogMigration } from './0001-catalog';
import { productSearchMigration } from './0002-product-search';
import { cartsMigration } from './0003-carts';

/** Every migration ever shipped, keyed so that alphabetical order is apply order. */
export const migrations: Record<string, Migration> = {
  '0001_catalog': catalogMigration,
  '0002_product_search': productSearchMigration,
  '0003_carts': cartsMigration,
};
