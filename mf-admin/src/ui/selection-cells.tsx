import styled from 'styled-components';
import type { RowSelection } from '../lib/use-row-selection';

const Checkbox = styled.input.attrs({ type: 'checkbox' })`
  width: 20px;
  height: 20px;
`;

interface SelectAllHeaderProps<Id> {
  /** The rows on the page, in order. */
  ids: readonly Id[];
  selection: RowSelection<Id>;
  label: string;
}

/** The header cell of a selectable table: ticks or clears every row on the page. */
export function SelectAllHeader<Id>({ ids, selection, label }: SelectAllHeaderProps<Id>) {
  const allSelected = ids.length > 0 && ids.every((id) => selection.selected.has(id));
  return (
    <th scope="col">
      <Checkbox
        aria-label={label}
        checked={allSelected}
        onChange={(event) => selection.onSelect(ids, event.target.checked)}
      />
    </th>
  );
}

interface SelectRowCellProps<Id> {
  id: Id;
  selection: RowSelection<Id>;
  label: string;
}

/** The first cell of a selectable row. */
export function SelectRowCell<Id>({ id, selection, label }: SelectRowCellProps<Id>) {
  return (
    <td>
      <Checkbox
        aria-label={label}
        checked={selection.selected.has(id)}
        onChange={(event) => selection.onSelect([id], event.target.checked)}
      />
    </td>
  );
}
