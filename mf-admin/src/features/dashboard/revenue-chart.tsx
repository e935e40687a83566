import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPrice } from '@ps/shared/rules';
import type { DashboardResponse } from '@ps/shared/console-schemas';
import { theme } from '@ps/shared/theme';
import { BY_DAY, ChartFrame } from '../../ui/chart-frame';

interface Props {
  days: DashboardResponse['revenueByDay'];
  summary: string;
}

/** Its own chunk: recharts loads only with the dashboard, after the figures. */
export default function RevenueChart({ days, summary }: Props) {
  return (
    <ChartFrame summary={summary}>
      <BarChart data={days} {...BY_DAY.chart}>
        <CartesianGrid {...BY_DAY.grid} />
        <XAxis {...BY_DAY.dayAxis} />
        <YAxis tickFormatter={(value: number) => `$${value}`} {...BY_DAY.valueAxis} width={64} />
        <Tooltip formatter={(value) => formatPrice(Number(value))} {...BY_DAY.tooltip} />
        <Bar dataKey="revenue" name="Revenue" fill={theme.color.accent} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}
