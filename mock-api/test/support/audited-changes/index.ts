import { catalogChanges } from './catalog-changes';
import { consoleChanges } from './console-changes';
import { mailingChanges } from './mailing-changes';
import { newsChanges } from './news-changes';
import { releaseChanges } from './release-changes';
import { roleChanges } from './role-changes';
import { staffChanges } from './staff-changes';
import { stockPromoChanges } from './stock-promo-changes';
import { returnChanges } from './return-changes';
import type { AuditedChangeTable } from './audited-change';

/**
 * One valid change for every admin write route, keyed `method /path` as the route table
 * lists them; the audit transaction suite fails while a write route has none.
 */
export const AUDITED_CHANGES: AuditedChangeTable = {
  ...catalogChanges,
  ...stockPromoChanges,
  ...consoleChanges,
  ...newsChanges,
  ...releaseChanges,
  ...mailingChanges,
  ...staffChanges,
  ...roleChanges,
  ...returnChanges,
};

export { databaseDigest, sender, type StaffPage } from './audited-change';
