import { useSearchParams } from '@ps/shared/router';
import { DASHBOARD_PERIODS, DEFAULT_DASHBOARD_PERIOD, type DashboardPeriod } from '@ps/shared/console-schemas';

export const PERIOD_LABELS: Record<DashboardPeriod, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
};

/** The period in the address (?period=7d), or the default for anything else. */
export function periodFrom(search: URLSearchParams): DashboardPeriod {
  const value = search.get('period');
  return DASHBOARD_PERIODS.find((period) => period === value) ?? DEFAULT_DASHBOARD_PERIOD;
}

/** The report's period, kept in the address so a reload or a shared link shows the same figures. */
export function usePeriodParam(): [DashboardPeriod, (next: DashboardPeriod) => void] {
  const [search, setSearch] = useSearchParams();
  const choose = (next: DashboardPeriod) =>
    setSearch((params) => ({ ...Object.fromEntries(params), period: next }), { replace: true });
  return [periodFrom(search), choose];
}
