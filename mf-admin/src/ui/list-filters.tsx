import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { SelectField, TextField } from '@ps/shared/form';
import { Button } from '@ps/shared/ui';

/** The row of filters above a console list: the search on its own line, then the selects. */
export const FilterBar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(170px, 1fr));
  align-items: end;
`;

const SearchForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
  grid-column: 1 / -1;
  > :first-child {
    flex: 1;
  }
`;

interface Props {
  label: string;
  placeholder: string;
  query: string | undefined;
  /** `search` where a list's journeys know its box as a search box. */
  type?: 'text' | 'search';
  /** Called with the trimmed text, or undefined when it is blank. */
  onSearch: (query: string | undefined) => void;
}

/** A list's search: applied on submit, not on every key, so the URL and the server see one query. */
export function ListSearch({ label, placeholder, query, type = 'text', onSearch }: Props) {
  const [text, setText] = useState(query ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  };
  return (
    <SearchForm role="search" onSubmit={submit}>
      <TextField
        label={label}
        type={type}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">Search</Button>
    </SearchForm>
  );
}

interface ChoiceProps<T extends string> {
  label: string;
  /** In the order the options appear. */
  choices: readonly T[];
  names: Record<T, string>;
}

const choiceOptions = <T extends string>({ choices, names }: ChoiceProps<T>) =>
  choices.map((choice) => (
    <option key={choice} value={choice}>
      {names[choice]}
    </option>
  ));

/** A filter: its first option (anyLabel) means no filter, and reads back as undefined. */
export function FilterSelect<T extends string>(
  props: ChoiceProps<T> & { value: T | undefined; anyLabel: string; onChange: (value: T | undefined) => void },
) {
  const { label, choices, value, anyLabel, onChange } = props;
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(choices.find((each) => each === event.target.value))}
    >
      <option value="">{anyLabel}</option>
      {choiceOptions(props)}
    </SelectField>
  );
}

/** A list's order: always one of the choices. */
export function SortSelect<T extends string>(props: ChoiceProps<T> & { value: T; onChange: (value: T) => void }) {
  const { label, choices, value, onChange } = props;
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChange(choices.find((each) => each === event.target.value) ?? value)}
    >
      {choiceOptions(props)}
    </SelectField>
  );
}

/** One select: a full-width row would be a long empty field at 1280 px. */
const NarrowBar = styled(FilterBar)`
  max-width: 320px;
`;

/** A list whose one filter is a choice that is always made (which posts, which shows). */
export function ChoiceBar<T extends string>(props: ChoiceProps<T> & { value: T; onChange: (value: T) => void }) {
  return (
    <NarrowBar>
      <SortSelect {...props} />
    </NarrowBar>
  );
}
