import type { StaffUser } from '@ps/shared/console-schemas';
import { usePageMeta } from '@ps/shared/seo';
import styled from 'styled-components';
import { useDashboard } from '../../lib/admin-api/get-dashboard';
import { PageHeading } from '../../ui/page-heading';
import { usePeriodParam } from '../../ui/period';
import { LowStock } from './low-stock';
import { PeriodPicker } from '../../ui/period-picker';
import { QueryStates, ReportStack } from '../../ui/query-states';
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

export function DashboardPage({ user }: { user: StaffUser }) {
  usePageMeta({ title: 'Dashboard · Staff console', description: 'The shop at a glance.' });
  const [period, setPeriod] = usePeriodParam();
  const dashboard = useDashboard(period);
  return (
    <>
      <PageHeading>Dashboard</PageHeading>
      <PeriodPicker value={period} onChange={setPeriod} />
      <QueryStates query={dashboard} errorTitle="Couldn't load the dashboard">
        {(data) => (
          <>
            <StatCards figures={data.figures} />
            <Columns>
              <ReportStack>
                <RevenuePanel days={data.revenueByDay} />
                <RecentOrders orders={data.recentOrders} />
              </ReportStack>
              <ReportStack>
                <QuickActions access={user} pendingFanPhotos={data.pendingFanPhotos} />
                <LowStock lowStock={data.lowStock} />
                <TopProducts products={data.topProducts} />
              </ReportStack>
            </Columns>
          </>
        )}
      </QueryStates>
    </>
  );
}
