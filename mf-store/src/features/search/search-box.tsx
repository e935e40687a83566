import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { formatPrice } from '@ps/shared/rules';
import { useNavigate } from '@ps/shared/router';
import { Button, VisuallyHidden } from '@ps/shared/ui';
import { SUGGESTIONS_MIN_CHARS, useSearchSuggestions } from '../../lib/catalog-api/get-search-suggestions';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { RECENT_SEARCHES_SHOWN, useRecentSearches } from './recent-searches-store';
import { optionId, SearchListbox } from './search-listbox';
import { moveActive, recentOptions, suggestionOptions, type SearchOption } from './search-options';

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

/** The search field as an ARIA 1.2 combobox: Up/Down move through the list, Enter picks, Escape closes. */
export function SearchBox({ query, onCommit }: { query: string; onCommit: (term: string) => void }) {
  const listboxId = useId();
  const navigate = useNavigate();
  const [text, setText] = useState(query);
  const [syncedQuery, setSyncedQuery] = useState(query);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const remember = useRecentSearches((state) => state.remember);
  const recent = useRecentSearches((state) => state.terms).slice(0, RECENT_SEARCHES_SHOWN);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const suggestions = useSearchSuggestions(debounced);

  if (query !== syncedQuery) {
    setSyncedQuery(query);
    if (query !== text.trim()) setText(query);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const typing = debounced.trim().length >= SUGGESTIONS_MIN_CHARS;
  const options: SearchOption[] = typing
    ? suggestionOptions(suggestions.data ?? [], formatPrice)
    : recentOptions(recent);
  const error = typing && suggestions.isError;
  const expanded = open && (options.length > 0 || error);
  const activeIndex = expanded && active < options.length ? active : -1;

  const show = (next: boolean) => {
    setOpen(next);
    setActive(-1);
  };
  const change = (value: string) => {
    setText(value);
    show(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onCommit(value), SEARCH_DEBOUNCE_MS);
  };
  const commitNow = (term: string) => {
    clearTimeout(timer.current);
    setText(term);
    show(false);
    remember(term);
    onCommit(term);
  };
  const pick = (option: SearchOption) => {
    if (option.kind === 'recent') return commitNow(option.term);
    clearTimeout(timer.current);
    show(false);
    navigate(option.href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive(moveActive(activeIndex, options.length, event.key));
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      show(false);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      const option = options[activeIndex];
      if (option) pick(option);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    commitNow(text);
  };

  return (
    <Form
      role="search"
      onSubmit={submit}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && show(false)}
    >
      <label htmlFor="store-search">
        <VisuallyHidden>Search products</VisuallyHidden>
      </label>
      <input
        id="store-search"
        type="text"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeIndex >= 0 ? optionId(listboxId, activeIndex) : undefined}
        placeholder="Search tees, hoodies, vinyl…"
        value={text}
        onChange={(event) => change(event.target.value)}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit">Search</Button>
      <SearchListbox
        listboxId={listboxId}
        expanded={expanded}
        label={typing ? 'Suggestions' : 'Recent searches'}
        options={options}
        active={activeIndex}
        error={error}
        onPick={pick}
      />
    </Form>
  );
}
