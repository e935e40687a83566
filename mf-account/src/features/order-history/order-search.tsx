import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ORDER_NUMBER_EXAMPLE } from '@ps/shared/rules';
import { Button } from '@ps/shared/ui';

/** Typing settles this long before the list is asked again. */
const ORDER_SEARCH_DEBOUNCE_MS = 400;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 700;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(2)};
  input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 2px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
  }
`;

export function OrderSearch({ search, onSearch }: { search: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(search);
  const [syncedSearch, setSyncedSearch] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The debounced call must see filters changed while it waited, not the ones from when typing began.
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });

  if (search !== syncedSearch) {
    setSyncedSearch(search);
    if (search !== text.trim()) setText(search);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latestOnSearch.current(value.trim()), ORDER_SEARCH_DEBOUNCE_MS);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    onSearch(text.trim());
  };

  return (
    <Form role="search" onSubmit={submit}>
      <label htmlFor="order-search">Search by order number</label>
      <Row>
        <input
          id="order-search"
          type="search"
          autoComplete="off"
          placeholder={`e.g. ${ORDER_NUMBER_EXAMPLE}`}
          value={text}
          onChange={(event) => change(event.target.value)}
        />
        <Button type="submit" $variant="secondary">
          Search
        </Button>
      </Row>
    </Form>
  );
}
