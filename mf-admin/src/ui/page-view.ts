/** Page sizes every console list offers. */
export const LIST_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_LIST_PAGE_SIZE = 20;

/** Which page of a list the address asks for; anything odd reads as the first page at the default size. */
export interface PageView {
  page: number;
  size: number;
}

export function readPageView(search: URLSearchParams): PageView {
  const page = Number(search.get('page'));
  const size = Number(search.get('size'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: LIST_PAGE_SIZES.find((allowed) => allowed === size) ?? DEFAULT_LIST_PAGE_SIZE,
  };
}

/** The address for a page, leaving out the defaults. */
export function writePageView({ page, size }: PageView): URLSearchParams {
  const search = new URLSearchParams();
  if (page > 1) search.set('page', String(page));
  if (size !== DEFAULT_LIST_PAGE_SIZE) search.set('size', String(size));
  return search;
}

/** The API's limit and offset for a page. */
export const pageQueryOf = ({ page, size }: PageView) => ({ limit: size, offset: (page - 1) * size });
