import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminAnalytics } from '@ps/shared/console-schemas';
import { theme } from '@ps/shared/theme';
import { BY_DAY, ChartFrame } from '../../ui/chart-frame';

interface Props {
  days: AdminAnalytics['daily'];
  summary: string;
}

/** Its own chunk: recharts loads only with the charts, after the figures. */
export default function VisitorsChart({ days, summary }: Props) {
  return (
    <ChartFrame summary={summary}>
      <LineChart data={days} {...BY_DAY.chart}>
        <CartesianGrid {...BY_DAY.grid} />
        <XAxis {...BY_DAY.dayAxis} />
        <YAxis allowDecimals={false} {...BY_DAY.valueAxis} width={40} />
        <Tooltip {...BY_DAY.tooltip} />
        <Legend />
        <Line dataKey="visitors" name="Visitors" stroke={theme.color.info} dot={false} isAnimationActive={false} />
        <Line
          dataKey="signedUpVisitors"
          name="Signed up"
          stroke={theme.color.accent}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ChartFrame>
  );
}
