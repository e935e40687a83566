import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPrice } from '@ps/shared/format';
import type { DashboardResponse } from '@ps/shared/console-schemas';
import { theme } from '@ps/shared/theme';
import { formatDay } from '../../ui/format';

interface Props {
  days: DashboardResponse['revenueByDay'];
  summary: string;
}

/** Its own chunk: recharts loads only with the dashboard, after the figures. */
export default function RevenueChart({ days, summary }: Props) {
  return (
    <div role="img" aria-label={summary} style={{ height: 260 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={theme.color.border} vertical={false} />
          <XAxis dataKey="date" tickFormatter={formatDay} stroke={theme.color.textMuted} minTickGap={16} />
          <YAxis tickFormatter={(value: number) => `$${value}`} stroke={theme.color.textMuted} width={64} />
          <Tooltip
            formatter={(value) => formatPrice(Number(value))}
            labelFormatter={(label) => formatDay(String(label))}
            contentStyle={{ background: theme.color.surfaceRaised, border: `1px solid ${theme.color.border}` }}
          />
          <Bar dataKey="revenue" name="Revenue" fill={theme.color.accent} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
