import { usePageMeta } from '@ps/shared/seo';
import styled from 'styled-components';
import { useAnalytics } from '../../lib/admin-api/get-analytics';
import { PageHeading } from '../../ui/page-heading';
import { usePeriodParam } from '../../ui/period';
import { PeriodPicker } from '../../ui/period-picker';
import { QueryStates, ReportStack } from '../../ui/query-states';
import { AnalyticsFigures } from './analytics-figures';
import { ExperimentsPanel } from './experiments-panel';
import { FunnelPanel } from './funnel-panel';
import { SharesPanel } from './shares-panel';
import { TrafficPanel } from './traffic-panel';
import { VisitorsPanel } from './visitors-panel';
import { WebVitalsPanel } from './web-vitals-panel';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  ${({ theme }) => `@media (min-width: ${theme.breakpoint.xl}px)`} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
`;

export function AnalyticsPage() {
  usePageMeta({
    title: 'Analytics · Staff console',
    description: 'Visitors, traffic, funnel, A/B tests and speed on fans’ devices.',
  });
  const [period, setPeriod] = usePeriodParam();
  const analytics = useAnalytics(period);
  return (
    <>
      <PageHeading>Analytics</PageHeading>
      <Note>Counted from the visits of fans who allowed analytics; days are UTC.</Note>
      <PeriodPicker value={period} onChange={setPeriod} />
      <QueryStates query={analytics} errorTitle="Couldn't load the analytics">
        {(data) => (
          <>
            <AnalyticsFigures figures={data.figures} />
            <Columns>
              <ReportStack>
                <VisitorsPanel days={data.daily} />
                <FunnelPanel funnel={data.funnel} />
              </ReportStack>
              <TrafficPanel channels={data.channels} sources={data.sources} />
            </Columns>
            <ExperimentsPanel experiments={data.experiments} />
          </>
        )}
      </QueryStates>
      <WebVitalsPanel period={period} />
      <SharesPanel />
    </>
  );
}
