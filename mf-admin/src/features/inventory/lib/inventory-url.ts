import {
  ADMIN_ORDERS_DEFAULT_PAGE_SIZE,
  ADMIN_ORDERS_PAGE_SIZES,
  INVENTORY_SORTS,
  INVENTORY_STATUSES,
} from '@ps/shared/console-schemas';
import type { ApiListQuery } from '../../../lib/list-url';
import { choice, defineListView, optionalChoice, searchText, paged, type ViewOf } from '../../../lib/list-view';

const fields = {
  ...paged(ADMIN_ORDERS_PAGE_SIZES, ADMIN_ORDERS_DEFAULT_PAGE_SIZE),
  sort: choice(INVENTORY_SORTS, 'product'),
  status: optionalChoice(INVENTORY_STATUSES),
  q: searchText(),
};

/** The list as the address bar keeps it, so a filtered page can be reloaded and shared. */
export type InventoryView = ViewOf<typeof fields>;
export const inventoryView = defineListView(fields);
export const { read: readInventoryView, write: writeInventoryView } = inventoryView;

export type InventoryApiQuery = ApiListQuery<InventoryView>;
