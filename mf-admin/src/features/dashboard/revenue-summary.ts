import { formatPrice } from '@ps/shared/rules';
import type { DashboardResponse } from '@ps/shared/console-schemas';
import { formatDay } from '../../ui/format';

type Day = DashboardResponse['revenueByDay'][number];

/** One sentence that says what the chart shows, for screen readers and as its caption. */
export function revenueSummary(days: readonly Day[]): string {
  if (days.length === 0) return 'No days in this period.';
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  const range =
    days.length === 1 ? formatDay(days[0]!.date) : `${formatDay(days[0]!.date)} to ${formatDay(days.at(-1)!.date)}`;
  if (total === 0) return `No paid revenue from ${range}.`;
  const best = days.reduce((top, day) => (day.revenue > top.revenue ? day : top));
  return `${formatPrice(total)} paid revenue from ${range}; the best day was ${formatDay(best.date)} with ${formatPrice(best.revenue)}.`;
}
