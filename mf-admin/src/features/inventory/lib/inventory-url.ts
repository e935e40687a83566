import {
  ADMIN_ORDERS_DEFAULT_PAGE_SIZE,
  ADMIN_ORDERS_PAGE_SIZES,
  INVENTORY_SORTS,
  INVENTORY_STATUSES,
  type InventorySort,
  type InventoryStatus,
} from '@ps/shared/schemas';

/** The list as the address bar keeps it, so a filtered page can be reloaded and shared. */
export interface InventoryView {
  page: number;
  pageSize: number;
  sort: InventorySort;
  status?: InventoryStatus;
  q?: string;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((each) => each === value);

export function readInventoryView(params: URLSearchParams): InventoryView {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: ADMIN_ORDERS_PAGE_SIZES.find((each) => each === size) ?? ADMIN_ORDERS_DEFAULT_PAGE_SIZE,
    sort: oneOf(INVENTORY_SORTS, params.get('sort')) ?? 'product',
    status: oneOf(INVENTORY_STATUSES, params.get('status')),
    q: params.get('q')?.trim() || undefined,
  };
}

/** Only what differs from the defaults goes into the address. */
export function writeInventoryView(view: InventoryView): URLSearchParams {
  return toSearchParams({
    page: view.page > 1 ? view.page : undefined,
    size: view.pageSize !== ADMIN_ORDERS_DEFAULT_PAGE_SIZE ? view.pageSize : undefined,
    sort: view.sort !== 'product' ? view.sort : undefined,
    status: view.status,
    q: view.q,
  });
}

export type InventoryApiQuery = Omit<InventoryView, 'page' | 'pageSize'> & { limit: number; offset: number };

export const toApiQuery = ({ page, pageSize, ...filter }: InventoryView): InventoryApiQuery => ({
  ...filter,
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

export function toSearchParams(values: Record<string, string | number | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}
