import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ChoiceView } from '../lib/use-list-view';
import { ChoiceBar } from './list-filters';
import { PagedList } from './paged-list';

/** A list's one always-made choice (which posts, which shows), and what the list says for each. */
export interface ListChoice<Key extends string, Choice extends string> {
  /** Where the view keeps it. */
  key: Key;
  label: string;
  /** In the order the options appear. */
  choices: readonly Choice[];
  names: Record<Choice, string>;
  /** Said instead of an empty table. */
  empty: Record<Choice, string>;
  /** "Failed to fetch …" and what to say under it, with Retry. */
  failure: { title: string; message: string };
}

interface Props<Data extends { pagination: { total: number } }, Key extends string, Choice extends string> {
  list: ListChoice<Key, Choice>;
  view: ChoiceView<Key, Choice>;
  onView: (next: ChoiceView<Key, Choice>) => void;
  query: UseQueryResult<Data>;
  /** The table of the loaded page. */
  children: (data: Data) => ReactNode;
}

/** The choice above a paged list; another choice starts again at page 1. */
export function ChoicePagedList<
  Data extends { pagination: { total: number } },
  Key extends string,
  Choice extends string,
>({ list: { key, empty, failure, ...bar }, view, onView, query, children }: Props<Data, Key, Choice>) {
  const chosen = view[key];
  return (
    <>
      <ChoiceBar {...bar} value={chosen} onChange={(next) => onView({ ...view, [key]: next, page: 1 })} />
      <PagedList
        query={query}
        view={view}
        onView={onView}
        errorTitle={failure.title}
        errorMessage={failure.message}
        empty={empty[chosen]}
      >
        {children}
      </PagedList>
    </>
  );
}
