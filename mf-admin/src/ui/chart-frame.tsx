import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';
import { theme } from '@ps/shared/theme';
import { formatDay } from './format';

/** What every chart by day shares: room for the axes, a day axis, and a tooltip in the console's colours. */
export const BY_DAY = {
  chart: { accessibilityLayer: false, margin: { top: 8, right: 8, bottom: 0, left: 0 } },
  grid: { stroke: theme.color.border, vertical: false },
  dayAxis: { dataKey: 'date', tickFormatter: formatDay, stroke: theme.color.textMuted, minTickGap: 16 },
  valueAxis: { stroke: theme.color.textMuted },
  tooltip: {
    labelFormatter: (label: unknown) => formatDay(String(label)),
    contentStyle: { background: theme.color.surfaceRaised, border: `1px solid ${theme.color.border}` },
  },
} as const;

/**
 * A chart read out as its summary: the drawing is not navigable, and the same figures stand in a table beside it.
 * Imported only by the charts' own chunks, so recharts loads with them.
 */
export function ChartFrame({ summary, children }: { summary: string; children: ReactElement }) {
  return (
    <div role="img" aria-label={summary} style={{ height: 260 }}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}
