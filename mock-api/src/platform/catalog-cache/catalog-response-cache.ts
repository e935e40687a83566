import type { DatabaseHandle } from '../../db/database';
import { createJsonResponseCache, type JsonResponseCache } from '../../http/json-response-cache';
import type { Logger } from '../../logger';

/** Announced by the triggers of migration 0007 whenever a change to the catalog tables commits. */
export const CATALOG_CHANGED_CHANNEL = 'catalog_changed';

/** The whole seeded catalog is well under 1 MB even as pages of 100; this bounds what odd queries can pile up. */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * Product and category responses, kept in memory until the catalog changes in the database,
 * whoever changes it. Until the database is heard listening nothing is served from memory,
 * so a change can never go unnoticed.
 */
export function createCatalogResponseCache(db: DatabaseHandle, logger: Logger): JsonResponseCache {
  const cache = createJsonResponseCache({ maxBytes: MAX_BYTES });
  db.listen(CATALOG_CHANGED_CHANNEL, { notify: cache.invalidate, live: cache.setEnabled }).catch((error: unknown) => {
    logger.error({ err: error }, 'cannot listen for catalog changes; catalog responses will not be cached');
  });
  return cache;
}
