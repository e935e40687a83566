import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminAnalytics } from '@ps/shared/console-schemas';
import { theme } from '@ps/shared/theme';
import { formatDay } from '../../ui/format';

interface Props {
  days: AdminAnalytics['daily'];
  summary: string;
}

/** Its own chunk: recharts loads only with the charts, after the figures. */
export default function VisitorsChart({ days, summary }: Props) {
  return (
    <div role="img" aria-label={summary} style={{ height: 260 }}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={days} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={theme.color.border} vertical={false} />
          <XAxis dataKey="date" tickFormatter={formatDay} stroke={theme.color.textMuted} minTickGap={16} />
          <YAxis allowDecimals={false} stroke={theme.color.textMuted} width={40} />
          <Tooltip
            labelFormatter={(label) => formatDay(String(label))}
            contentStyle={{ background: theme.color.surfaceRaised, border: `1px solid ${theme.color.border}` }}
          />
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
      </ResponsiveContainer>
    </div>
  );
}
