import type { ReactNode } from 'react';

interface Props {
  /** The columns' names, in order. */
  columns: readonly string[];
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
        {columns.map((name) => (
          <th key={name} scope="col">
            {name}
          </th>
        ))}
        {blankLast && <td />}
      </tr>
    </thead>
  );
}
