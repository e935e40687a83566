import { useSearchParams } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import styled from 'styled-components';
import { ErrorFallback, Skeleton, VisuallyHidden } from '@ps/shared/ui';
import { useAnalytics } from '../../lib/admin-api/get-analytics';
import { PageHeading } from '../../ui/page-heading';
import { PERIOD_LABELS, periodFrom } from '../../ui/period';
import { PeriodPicker } from '../../ui/period-picker';
import { AnalyticsFigures } from './analytics-figures';
import { ExperimentsPanel } from './experiments-panel';
import { FunnelPanel } from './funnel-panel';
import { SharesPanel } from './shares-panel';
import { TrafficPanel } from './traffic-panel';
import { VisitorsPanel } from './visitors-panel';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  ${({ theme }) => `@media (min-width: ${theme.breakpoint.xl}px)`} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-content: start;
  min-width: 0;
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
`;

export function AnalyticsPage() {
  usePageMeta({ title: 'Analytics · Staff console', description: 'Visitors, traffic, funnel and A/B tests.' });
  const [search, setSearch] = useSearchParams();
  const period = periodFrom(search);
  const analytics = useAnalytics(period);

  let body;
  if (analytics.isError) {
    body = (
      <ErrorFallback
        title="Couldn't load the analytics"
        message={analytics.error.message}
        onRetry={() => void analytics.refetch()}
      />
    );
  } else if (!analytics.data) {
    body = (
      <div aria-busy="true">
        <VisuallyHidden role="status">Loading the figures…</VisuallyHidden>
        <Skeleton $height="110px" />
      </div>
    );
  } else {
    const { data } = analytics;
    body = (
      <div aria-busy={analytics.isPlaceholderData}>
        <AnalyticsFigures figures={data.figures} />
        <Columns>
          <Stack>
            <VisitorsPanel days={data.daily} />
            <FunnelPanel funnel={data.funnel} />
          </Stack>
          <TrafficPanel channels={data.channels} sources={data.sources} />
        </Columns>
        <ExperimentsPanel experiments={data.experiments} />
      </div>
    );
  }

  return (
    <>
      <PageHeading>Analytics</PageHeading>
      <Note>Counted from the visits of fans who allowed analytics; days are UTC.</Note>
      <PeriodPicker
        value={period}
        onChange={(next) => setSearch((params) => ({ ...Object.fromEntries(params), period: next }), { replace: true })}
      />
      <VisuallyHidden aria-live="polite">Showing {PERIOD_LABELS[period]}</VisuallyHidden>
      {body}
      <SharesPanel />
    </>
  );
}
