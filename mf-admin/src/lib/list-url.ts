/** The page sizes of the console lists that offer no others (staff, promotions), and their default. */
export const LIST_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_LIST_PAGE_SIZE = 20;

/** A console list's page as the address bar keeps it (?page=&size=), so it can be reloaded and shared. */
export interface ListPage {
  page: number;
  pageSize: number;
}

/** The value when the list offers it, otherwise undefined (a hand-edited or outdated address). */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((each) => each === value);

/** How one part of a list's view is kept in the address: its key there, read back, written unless default. */
export interface AddressField<T> {
  key?: string;
  read: (value: string | null) => T;
  /** Undefined leaves the key out of the address. */
  write: (value: T) => string | number | undefined;
}

/** The page size field also says which sizes the list offers, for its pager. */
export interface PageSizeField extends AddressField<number> {
  sizes: readonly number[];
}

export const pageNumber: AddressField<number> = {
  read: (value) => {
    const page = Number(value);
    return Number.isInteger(page) && page > 0 ? page : 1;
  },
  write: (page) => (page > 1 ? page : undefined),
};

/** `?size=` (every console list), one of the list's sizes. */
export const pageSizeOf = (sizes: readonly number[], fallback: number): PageSizeField => ({
  key: 'size',
  sizes,
  read: (value) => sizes.find((each) => each === Number(value)) ?? fallback,
  write: (size) => (size !== fallback ? size : undefined),
});

export const readListPage = (params: URLSearchParams, sizes: readonly number[], defaultSize: number): ListPage => ({
  page: pageNumber.read(params.get('page')),
  pageSize: pageSizeOf(sizes, defaultSize).read(params.get('size')),
});

/** Page and size for the address, each only when it differs from the default. */
export const listPageParams = ({ page, pageSize }: ListPage, defaultSize: number) => ({
  page: pageNumber.write(page),
  size: pageSizeOf([], defaultSize).write(pageSize),
});

export function toSearchParams(values: Record<string, string | number | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}

export type ApiListQuery<View extends ListPage> = Omit<View, 'page' | 'pageSize'> & { limit: number; offset: number };

export const toApiQuery = <View extends ListPage>({ page, pageSize, ...filter }: View): ApiListQuery<View> => ({
  ...filter,
  limit: pageSize,
  offset: (page - 1) * pageSize,
});
