import styled from 'styled-components';

const Checkbox = styled.input.attrs({ type: 'checkbox' })`
  width: 20px;
  height: 20px;
`;

type OnSelect<Id> = (ids: Id[], selected: boolean) => void;

interface SelectAllHeaderProps<Id> {
  /** The rows on the page, in order. */
  ids: readonly Id[];
  selected: ReadonlySet<Id>;
  onSelect: OnSelect<Id>;
  label: string;
}

/** The header cell of a selectable table: ticks or clears every row on the page. */
export function SelectAllHeader<Id>({ ids, selected, onSelect, label }: SelectAllHeaderProps<Id>) {
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  return (
    <th scope="col">
      <Checkbox
        aria-label={label}
        checked={allSelected}
        onChange={(event) => onSelect([...ids], event.target.checked)}
      />
    </th>
  );
}

interface SelectRowCellProps<Id> {
  id: Id;
  selected: ReadonlySet<Id>;
  onSelect: OnSelect<Id>;
  label: string;
}

/** The first cell of a selectable row. */
export function SelectRowCell<Id>({ id, selected, onSelect, label }: SelectRowCellProps<Id>) {
  return (
    <td>
      <Checkbox
        aria-label={label}
        checked={selected.has(id)}
        onChange={(event) => onSelect([id], event.target.checked)}
      />
    </td>
  );
}
