/** A console list's page as the address bar keeps it (?page=&size=), so it can be reloaded and shared. */
export interface ListPage {
  page: number;
  pageSize: number;
}

/** The value when the list offers it, otherwise undefined (a hand-edited or outdated address). */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((each) => each === value);

export function readListPage(params: URLSearchParams, sizes: readonly number[], defaultSize: number): ListPage {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: sizes.find((each) => each === size) ?? defaultSize,
  };
}

export const readListQuery = (params: URLSearchParams): string | undefined => params.get('q')?.trim() || undefined;

/** Page and size for the address, each only when it differs from the default. */
export const listPageParams = ({ page, pageSize }: ListPage, defaultSize: number) => ({
  page: page > 1 ? page : undefined,
  size: pageSize !== defaultSize ? pageSize : undefined,
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
