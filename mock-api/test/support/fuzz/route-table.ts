import { accountRows } from './account-rows';
import { adminCategoryRows } from './admin-category-rows';
import { adminCustomerRows } from './admin-customer-rows';
import { adminOrderRows } from './admin-order-rows';
import { adminProductRows } from './admin-product-rows';
import { cartRows } from './cart-rows';
import { catalogRows } from './catalog-rows';
import { commerceRows } from './commerce-rows';
import { fanPhotoRows } from './fan-photo-rows';
import { musicRows } from './music-rows';
import { newsRows } from './news-rows';
import { releaseRows } from './release-rows';
import { engagementRows } from './engagement-rows';
import { socialRows } from './social-rows';
import type { RouteRow } from './route-row';
import { stockPromoRows } from './stock-promo-rows';
import { settingsRows } from './settings-rows';
import { staffRoleRows } from './staff-role-rows';
import { twoFactorRows } from './two-factor-rows';
import { tourDateRows } from './tour-date-rows';
import { mailingRows } from './mailing-rows';
import { returnRows } from './return-rows';

/**
 * Every route the app mounts, as the fuzzer knows it. A new route joins by adding a row
 * (its schemas, a valid example, the context it needs); the fuzz suite fails while a
 * mounted route has none.
 */
export const ROUTE_TABLE: RouteRow[] = [
  ...catalogRows,
  ...cartRows,
  ...commerceRows,
  ...engagementRows,
  ...accountRows,
  ...adminOrderRows,
  ...socialRows,
  ...fanPhotoRows,
  ...musicRows,
  ...adminProductRows,
  ...adminCategoryRows,
  ...stockPromoRows,
  ...settingsRows,
  ...staffRoleRows,
  ...adminCustomerRows,
  ...twoFactorRows,
  ...tourDateRows,
  ...newsRows,
  ...releaseRows,
  ...mailingRows,
  ...returnRows,
];
