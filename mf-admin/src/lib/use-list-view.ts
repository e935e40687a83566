import { useSearchParams } from '@ps/shared/router';
import {
  DEFAULT_LIST_PAGE_SIZE,
  LIST_PAGE_SIZES,
  listPageParams,
  oneOf,
  readListPage,
  toSearchParams,
  type ListPage,
} from './list-url';

/** A plain list's page and size, kept in the address (`?page=&size=`), and the way to another. */
export function useListPageView(): [ListPage, (next: ListPage) => void] {
  const [search, setSearch] = useSearchParams();
  const view = readListPage(search, LIST_PAGE_SIZES, DEFAULT_LIST_PAGE_SIZE);
  return [view, (next) => setSearch(toSearchParams(listPageParams(next, DEFAULT_LIST_PAGE_SIZE)))];
}

export type ChoiceView<Key extends string, Choice extends string> = ListPage & Record<Key, Choice>;

/**
 * A list's page plus one choice (a filter) kept in the address under `key`; the default choice
 * is left out of it, so the plain address shows the usual view.
 */
export function useChoiceListView<Key extends string, Choice extends string>(
  key: Key,
  choices: readonly Choice[],
  fallback: Choice,
): [ChoiceView<Key, Choice>, (next: ChoiceView<Key, Choice>) => void] {
  const [search, setSearch] = useSearchParams();
  const view = {
    ...readListPage(search, LIST_PAGE_SIZES, DEFAULT_LIST_PAGE_SIZE),
    [key]: oneOf(choices, search.get(key)) ?? fallback,
  } as ChoiceView<Key, Choice>;
  const goTo = (next: ChoiceView<Key, Choice>) =>
    setSearch(
      toSearchParams({
        [key]: next[key] === fallback ? undefined : next[key],
        ...listPageParams(next, DEFAULT_LIST_PAGE_SIZE),
      }),
    );
  return [view, goTo];
}
