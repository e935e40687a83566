import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { FieldError } from '@ps/shared/form';
import { Button, VisuallyHidden } from '@ps/shared/ui';

export interface PickerOption {
  id: number;
  label: string;
  /** A second line: a slug, a price, a count. */
  detail?: string;
}

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  position: relative;
  grid-column: 1 / -1;
  input {
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)};
    border: 2px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    padding-left: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`;

const List = styled.ul`
  max-height: 220px;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceRaised};
  li {
    padding: ${({ theme }) => theme.space(2)};
    cursor: pointer;
  }
  li[aria-selected='true'] {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
`;

interface Props {
  label: string;
  hint: string;
  selected: PickerOption[];
  /** What matches the search, already chosen ones included (they are left out here). */
  options: PickerOption[];
  search: string;
  onSearch: (text: string) => void;
  onAdd: (option: PickerOption) => void;
  onRemove: (id: number) => void;
  loading?: boolean;
  error?: string;
}

/**
 * A searchable multi-select as a combobox: type to filter, arrows to move, Enter to add,
 * Escape to close; each choice is a chip with its own Remove button.
 */
export function OptionPicker({
  label,
  hint,
  selected,
  options,
  search,
  onSearch,
  onAdd,
  onRemove,
  loading,
  error,
}: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const chosen = new Set(selected.map((option) => option.id));
  const shown = options.filter((option) => !chosen.has(option.id));
  const expanded = open && shown.length > 0;
  const add = (option: PickerOption | undefined) => {
    if (!option) return;
    onAdd(option);
    setActive(0);
  };
  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (shown.length === 0 ? 0 : (current + step + shown.length) % shown.length));
    } else if (event.key === 'Enter') {
      // Enter picks; it never submits the form around the picker.
      event.preventDefault();
      if (expanded) add(shown[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };
  return (
    <Field>
      <label htmlFor={`${id}-input`}>{label}</label>
      {selected.length > 0 && (
        <Chips aria-label={`${label}: chosen`}>
          {selected.map((option) => (
            <li key={option.id}>
              {option.label}
              <Button type="button" $variant="ghost" onClick={() => onRemove(option.id)}>
                ×<VisuallyHidden> Remove {option.label}</VisuallyHidden>
              </Button>
            </li>
          ))}
        </Chips>
      )}
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={expanded ? `${id}-option-${shown[active]?.id}` : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={Boolean(error)}
        value={search}
        onChange={(event) => {
          onSearch(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={keys}
      />
      <small id={`${id}-hint`}>
        {hint}
        {loading ? ' Searching…' : ''}
      </small>
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
      <List id={`${id}-list`} role="listbox" aria-label={label} hidden={!expanded}>
        {shown.map((option, index) => (
          <li
            key={option.id}
            id={`${id}-option-${option.id}`}
            role="option"
            aria-selected={expanded && index === active}
            // Before the input's blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => add(option)}
          >
            {option.label}
            {option.detail && <small> · {option.detail}</small>}
          </li>
        ))}
      </List>
    </Field>
  );
}
