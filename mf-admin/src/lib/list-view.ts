import { oneOf, toSearchParams, type AddressField, type PageSizeField } from './list-url';

import { pageNumber, pageSizeOf } from './list-url';

export { pageNumber, pageSizeOf };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each field keeps its own value type
type Fields = { page: AddressField<number> } & Record<string, AddressField<any>>;
type ValueOf<F extends Fields, K extends keyof F> = ReturnType<F[K]['read']>;
/** The view a definition reads: a filter that may be off is an optional property. */
export type ViewOf<F extends Fields> = {
  [K in keyof F as undefined extends ValueOf<F, K> ? never : K]: ValueOf<F, K>;
} & { [K in keyof F as undefined extends ValueOf<F, K> ? K : never]?: ValueOf<F, K> };

/** A paged list's page and `?size=`, the fields every list view starts with. */
export const paged = (sizes: readonly number[], fallback: number) => ({
  page: pageNumber,
  pageSize: pageSizeOf(sizes, fallback),
});

/** A choice that always has a value (a sort, a tab); the default is left out of the address. */
export const choice = <T extends string>(choices: readonly T[], fallback: T, key?: string): AddressField<T> => ({
  key,
  read: (value) => oneOf(choices, value) ?? fallback,
  write: (value) => (value !== fallback ? value : undefined),
});

/** A filter that may be off (undefined). */
export const optionalChoice = <T extends string>(choices: readonly T[], key?: string): AddressField<T | undefined> => ({
  key,
  read: (value) => oneOf(choices, value),
  write: (value) => value,
});

/** A search, trimmed; blank is no search. */
export const searchText = (key?: string): AddressField<string | undefined> => ({
  key,
  read: (value) => value?.trim() || undefined,
  write: (value) => value,
});

export interface ListViewDefinition<View> {
  sizes: readonly number[];
  read: (params: URLSearchParams) => View;
  /** Only what differs from the defaults, in the order the fields were defined. */
  write: (view: View) => URLSearchParams;
}

/** A console list's view (page, size, sort and filters) and how the address bar keeps it, in one place. */
export function defineListView<F extends Fields>(fields: F): ListViewDefinition<ViewOf<F>> {
  const entries = Object.entries(fields);
  return {
    sizes: entries.map(([, field]) => field).find((field): field is PageSizeField => 'sizes' in field)?.sizes ?? [],
    read: (params) =>
      Object.fromEntries(
        entries.map(([name, field]) => [name, field.read(params.get(field.key ?? name))]),
      ) as ViewOf<F>,
    write: (view) =>
      toSearchParams(
        Object.fromEntries(
          entries.map(([name, field]) => [field.key ?? name, field.write(view[name as keyof ViewOf<F>])]),
        ),
      ),
  };
}

/** Plain text, '' when blank. */
export const plainText = (key?: string): AddressField<string> => ({
  key,
  read: (value) => value?.trim() ?? '',
  write: (value) => value,
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day (YYYY-MM-DD) as a date input gives it, '' when blank or not a day. */
export const dayText = (key?: string): AddressField<string> => ({
  key,
  read: (value) => (value && DAY.test(value) ? value : ''),
  write: (value) => value,
});
