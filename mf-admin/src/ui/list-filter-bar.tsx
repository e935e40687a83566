import { FilterBar, FilterSelect, ListSearch, SortSelect } from './list-filters';

type Key<View> = keyof View & string;

/** A select of the bar: with `anyLabel` a filter that may be off, without it the list's order (always one). */
export interface ChoiceFilter<View> {
  key: Key<View>;
  label: string;
  choices: readonly string[];
  names: Record<string, string>;
  anyLabel?: string;
}

/** A list's filters, as data: its page passes them to `ListFilterBar` with the view. */
export interface ListFilters<View> {
  /** The search box: the view's key for its text, and what it says. */
  search: { key: Key<View>; label: string; placeholder: string; type?: 'text' | 'search' };
  choices: readonly ChoiceFilter<View>[];
}

interface Props<View> extends ListFilters<View> {
  view: View;
  /** Any new filter starts again at page 1. */
  onChange: (next: Partial<View>) => void;
}

/** The filters above a console list, from its view: the search on its own line, then the selects in order. */
export function ListFilterBar<View>({ view, onChange, search, choices }: Props<View>) {
  const set = (key: Key<View>) => (value: string | undefined) => onChange({ [key]: value } as Partial<View>);
  const value = (key: Key<View>) => view[key] as string | undefined;
  return (
    <FilterBar>
      <ListSearch
        label={search.label}
        type={search.type}
        placeholder={search.placeholder}
        query={value(search.key)}
        onSearch={set(search.key)}
      />
      {choices.map(({ key, anyLabel, ...choice }) =>
        anyLabel === undefined ? (
          <SortSelect key={key} {...choice} value={value(key) ?? ''} onChange={set(key)} />
        ) : (
          <FilterSelect key={key} {...choice} anyLabel={anyLabel} value={value(key)} onChange={set(key)} />
        ),
      )}
    </FilterBar>
  );
}
