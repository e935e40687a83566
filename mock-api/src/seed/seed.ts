import type { Db } from '../db/tables';
import type { Logger } from '../logger';
import { buildCatalog, type SeedCatalog } from './build-catalog';
import { insertCatalog, isCatalogEmpty, lockSeeding } from './repository';

/** Fills an empty catalog with the band's merch; leaves a database with any data alone. */
export async function seedIfEmpty(db: Db, logger: Logger, catalog: SeedCatalog = buildCatalog()): Promise<boolean> {
  const seeded = await db.transaction().execute(async (trx) => {
    await lockSeeding(trx);
    if (!(await isCatalogEmpty(trx))) return false;
    await insertCatalog(trx, catalog);
    return true;
  });
  if (seeded) {
    logger.info(
      { categories: catalog.categories.length, products: catalog.products.length },
      'seeded an empty catalog',
    );
  }
  return seeded;
}
