import type { ApiOperation } from './api-operation';
import { consoleCatalogOperations } from './operations/console-catalog-operations';
import { consoleOperations } from './operations/console-operations';
import { fanOperations } from './operations/fan-operations';
import { shopOperations } from './operations/shop-operations';
import { siteOperations } from './operations/site-operations';
import { returnOperations } from './operations/return-operations';

/**
 * Every route the app mounts, as the API description shows it. A new route joins here with
 * the schemas it parses; the description's test fails while a mounted route has no entry.
 */
export const API_OPERATIONS: readonly ApiOperation[] = [
  ...shopOperations,
  ...fanOperations,
  ...consoleOperations,
  ...consoleCatalogOperations,
  ...siteOperations,
  ...returnOperations,
];
