import { RETURN_STATUSES } from '@ps/shared/schemas';
import { LIST_PAGE_SIZES, type ApiListQuery } from '../../../lib/list-url';
import { defineListView, optionalChoice, paged, searchText, type ViewOf } from '../../../lib/list-view';

const fields = {
  ...paged(LIST_PAGE_SIZES, 20),
  status: optionalChoice(RETURN_STATUSES),
  q: searchText(),
};

/** The list as the address bar keeps it: the status, the search and the page. */
export type ReturnsView = ViewOf<typeof fields>;
export const returnsView = defineListView(fields);

export type ApiReturnsQuery = ApiListQuery<ReturnsView>;
