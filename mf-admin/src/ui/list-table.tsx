import type { ReactNode } from 'react';
import type { RowSelection } from '../lib/use-row-selection';
import { DataTable } from './data-table';
import { SelectAllHeader } from './selection-cells';
import { TableHead, type RichColumn } from './table-head';

interface Props<Id> {
  /** The table's name for assistive technology. */
  label: string;
  columns: readonly (string | RichColumn)[];
  /** A selectable table: the rows on the page and the select-all box's label (each row adds its `SelectRowCell`). */
  select?: { ids: readonly Id[]; selection: RowSelection<Id>; label: string };
  /** A last column with no name (the row's actions, named by each button). */
  blankLast?: boolean;
  /** The rows. */
  children: ReactNode;
}

/** A console list's table: named, its header row (with select-all when rows can be chosen), then its rows. */
export function ListTable<Id>({ label, columns, select, blankLast, children }: Props<Id>) {
  return (
    <DataTable aria-label={label}>
      <TableHead columns={columns} blankLast={blankLast} lead={select && <SelectAllHeader {...select} />} />
      <tbody>{children}</tbody>
    </DataTable>
  );
}
