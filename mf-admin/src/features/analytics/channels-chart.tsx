import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminAnalytics } from '@ps/shared/console-schemas';
import { theme } from '@ps/shared/theme';

interface Props {
  channels: AdminAnalytics['channels'];
  summary: string;
}

/** Its own chunk, like the visitors chart. */
export default function ChannelsChart({ channels, summary }: Props) {
  return (
    <div role="img" aria-label={summary} style={{ height: 220 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={channels}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 4, right: 16, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke={theme.color.border} horizontal={false} />
          <XAxis type="number" allowDecimals={false} stroke={theme.color.textMuted} />
          <YAxis type="category" dataKey="name" stroke={theme.color.textMuted} width={64} />
          <Tooltip
            cursor={{ fill: theme.color.surfaceRaised }}
            contentStyle={{ background: theme.color.surfaceRaised, border: `1px solid ${theme.color.border}` }}
          />
          <Bar dataKey="sessions" name="Sessions" fill={theme.color.info} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
