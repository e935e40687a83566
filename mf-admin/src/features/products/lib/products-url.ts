import { adminProductStatuses, type AdminProductsQuery } from '@ps/shared/console-schemas';
import { LIST_PAGE_SIZES, DEFAULT_LIST_PAGE_SIZE } from '../../../lib/list-url';
import { defineListView, optionalChoice, searchText, paged, type ViewOf } from '../../../lib/list-view';

const fields = {
  search: searchText(),
  status: optionalChoice(adminProductStatuses),
  ...paged(LIST_PAGE_SIZES, DEFAULT_LIST_PAGE_SIZE),
};

/** The catalog list as the address bar keeps it. */
export type ProductsView = ViewOf<typeof fields>;
export const productsView = defineListView(fields);

export const toProductsQuery = ({ search, status, page, pageSize }: ProductsView): AdminProductsQuery => ({
  search,
  status,
  limit: pageSize,
  offset: (page - 1) * pageSize,
});
