import type { ReactNode } from 'react';

/** A column whose heading is more than its name (an abbreviation with its expansion). */
export interface RichColumn {
  name: string;
  heading: ReactNode;
}

interface Props {
  /** The columns' names, in order. */
  columns: readonly (string | RichColumn)[];
  /** A cell before the names: a selectable table's select-all box. */
  lead?: ReactNode;
  /** A last column with no name (the row's actions, named by each button). */
  blankLast?: boolean;
}

/** A console table's header row. */
export function TableHead({ columns, lead, blankLast = false }: Props) {
  return (
    <thead>
      <tr>
        {lead}
        {columns.map((column) =>
          typeof column === 'string' ? (
            <th key={column} scope="col">
              {column}
            </th>
          ) : (
            <th key={column.name} scope="col">
              {column.heading}
            </th>
          ),
        )}
        {blankLast && <td />}
      </tr>
    </thead>
  );
}
