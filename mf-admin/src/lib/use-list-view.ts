import { useSearchParams } from '@ps/shared/router';
import { DEFAULT_LIST_PAGE_SIZE, LIST_PAGE_SIZES, type ListPage } from './list-url';
import { choice, defineListView, paged, type ListViewDefinition } from './list-view';

/**
 * The view a list's definition reads from the address, and the way to another: back to page 1
 * unless the change is the page itself. `onShow` runs first (a table clears its selection).
 */
export function useListView<View extends { page: number }>(
  definition: ListViewDefinition<View>,
  onShow?: () => void,
): [View, (next: Partial<View>) => void] {
  const [search, setSearch] = useSearchParams();
  const view = definition.read(search);
  const show = (next: Partial<View>) => {
    onShow?.();
    setSearch(definition.write({ ...view, page: 1, ...next }));
  };
  return [view, show];
}

const plainList = defineListView(paged(LIST_PAGE_SIZES, DEFAULT_LIST_PAGE_SIZE));

/** A plain list's page and size, kept in the address (`?page=&size=`), and the way to another. */
export const useListPageView = (): [ListPage, (next: ListPage) => void] => useListView(plainList);

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
  const definition = defineListView({
    [key]: choice(choices, fallback),
    ...paged(LIST_PAGE_SIZES, DEFAULT_LIST_PAGE_SIZE),
  } as const) as unknown as ListViewDefinition<ChoiceView<Key, Choice>>;
  return useListView(definition);
}
