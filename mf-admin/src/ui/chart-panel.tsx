import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary, Skeleton } from '@ps/shared/ui';
import { DataTable } from './data-table';
import { Panel } from './panel';
import { TableHead } from './table-head';

interface Props {
  /** Names the panel's heading (`{id}-heading`). */
  id: string;
  title: string;
  /** The chart's point in one sentence: said above it and read out for it. */
  summary: string;
  /** The chart, lazily loaded (recharts comes with the charts only). */
  chart: ReactNode;
  /** The table's caption and column names; its rows are the children. */
  table: { caption: string; columns: readonly string[] };
  children: ReactNode;
}

/** A figure by day: a one-sentence summary, the chart, and the same figures as a table for anyone who prefers one. */
export function ChartPanel({ id, title, summary, chart, table, children }: Props) {
  return (
    <Panel aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      <p>{summary}</p>
      <ErrorBoundary fallback={() => <p role="alert">The chart could not be drawn; the table below has every day.</p>}>
        <Suspense fallback={<Skeleton $height="260px" />}>{chart}</Suspense>
      </ErrorBoundary>
      <details>
        <summary>Show as a table</summary>
        <DataTable>
          <caption>{table.caption}</caption>
          <TableHead columns={table.columns} />
          <tbody>{children}</tbody>
        </DataTable>
      </details>
    </Panel>
  );
}
