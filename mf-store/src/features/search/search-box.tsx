import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, VisuallyHidden } from '@ps/shared/ui';
import { useSearchSuggestions } from '../../lib/catalog-api/get-search-suggestions';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useRecentSearches } from './recent-searches-store';
import { SuggestionList } from './suggestion-list';

/** Spec 2 §9: typing settles for 500 ms before the search runs. */
export const SEARCH_DEBOUNCE_MS = 500;

const Form = styled.form`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  input {
    flex: 1;
    min-width: 0;
    min-height: 52px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 3px solid #000;
    background: ${({ theme }) => theme.color.text};
    color: ${({ theme }) => theme.color.bg};
    font-size: 1.125rem;
  }
`;

export function SearchBox({ query, onCommit }: { query: string; onCommit: (term: string) => void }) {
  const [text, setText] = useState(query);
  const [syncedQuery, setSyncedQuery] = useState(query);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const remember = useRecentSearches((state) => state.remember);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const suggestions = useSearchSuggestions(debounced);

  if (query !== syncedQuery) {
    setSyncedQuery(query);
    if (query !== text.trim()) setText(query);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (value: string) => {
    setText(value);
    setOpen(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onCommit(value), SEARCH_DEBOUNCE_MS);
  };
  const commitNow = (term: string) => {
    clearTimeout(timer.current);
    setText(term);
    setOpen(false);
    remember(term);
    onCommit(term);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    commitNow(text);
  };

  return (
    <Form
      role="search"
      onSubmit={submit}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setOpen(false)}
    >
      <label htmlFor="store-search">
        <VisuallyHidden>Search products</VisuallyHidden>
      </label>
      <input
        id="store-search"
        type="search"
        autoComplete="off"
        aria-controls="search-suggestions"
        placeholder="Search tees, hoodies, vinyl…"
        value={text}
        onChange={(event) => change(event.target.value)}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      />
      <Button type="submit">Search</Button>
      {open && (
        <SuggestionList
          text={debounced}
          suggestions={suggestions.data ?? []}
          error={suggestions.isError}
          onPickTerm={commitNow}
        />
      )}
    </Form>
  );
}
