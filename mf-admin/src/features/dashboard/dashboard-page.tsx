import { useSearchParams } from '@ps/shared/router';
import type { StaffUser } from '@ps/shared/schemas';
import { usePageMeta } from '@ps/shared/seo';
import styled from 'styled-components';
import { ErrorFallback, Skeleton, VisuallyHidden } from '@ps/shared/ui';
import { useDashboard } from '../../lib/admin-api/get-dashboard';
import { PageHeading } from '../../ui/page-heading';
import { PERIOD_LABELS, periodFrom } from '../../ui/period';
import { LowStock } from './low-stock';
import { PeriodPicker } from '../../ui/period-picker';
import { QuickActions } from './quick-actions';
import { RecentOrders } from './recent-orders';
import { RevenuePanel } from './revenue-panel';
import { StatCards } from './stat-cards';
import { TopProducts } from './top-products';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => `@media (min-width: ${theme.breakpoint.xl}px)`} {
    grid-template-columns: 3fr 2fr;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-content: start;
  min-width: 0;
`;

export function DashboardPage({ user }: { user: StaffUser }) {
  usePageMeta({ title: 'Dashboard · Staff console', description: 'The shop at a glance.' });
  const [search, setSearch] = useSearchParams();
  const period = periodFrom(search);
  const dashboard = useDashboard(period);

  let body;
  if (dashboard.isError) {
    body = (
      <ErrorFallback
        title="Couldn't load the dashboard"
        message={dashboard.error.message}
        onRetry={() => void dashboard.refetch()}
      />
    );
  } else if (!dashboard.data) {
    body = (
      <div aria-busy="true">
        <VisuallyHidden role="status">Loading the figures…</VisuallyHidden>
        <Skeleton $height="110px" />
      </div>
    );
  } else {
    const { data } = dashboard;
    body = (
      <div aria-busy={dashboard.isPlaceholderData}>
        <StatCards figures={data.figures} />
        <Columns>
          <Stack>
            <RevenuePanel days={data.revenueByDay} />
            <RecentOrders orders={data.recentOrders} />
          </Stack>
          <Stack>
            <QuickActions role={user.role} pendingFanPhotos={data.pendingFanPhotos} />
            <LowStock lowStock={data.lowStock} />
            <TopProducts products={data.topProducts} />
          </Stack>
        </Columns>
      </div>
    );
  }

  return (
    <>
      <PageHeading>Dashboard</PageHeading>
      <PeriodPicker
        value={period}
        onChange={(next) => setSearch((params) => ({ ...Object.fromEntries(params), period: next }), { replace: true })}
      />
      <VisuallyHidden aria-live="polite">Showing {PERIOD_LABELS[period]}</VisuallyHidden>
      {body}
    </>
  );
}
