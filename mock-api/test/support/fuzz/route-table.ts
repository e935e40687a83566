import { accountRows } from './account-rows';
import { adminOrderRows } from './admin-order-rows';
import { adminProductRows } from './admin-product-rows';
import { cartRows } from './cart-rows';
import { catalogRows } from './catalog-rows';
import { commerceRows } from './commerce-rows';
import { engagementRows } from './engagement-rows';
import type { RouteRow } from './route-row';
import { stockPromoRows } from './stock-promo-rows';

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
  ...adminProductRows,
  ...stockPromoRows,
];
