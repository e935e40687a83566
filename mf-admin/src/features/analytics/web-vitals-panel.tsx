import { WEB_VITAL_METRICS, WEB_VITAL_THRESHOLDS, type WebVitalMetric } from '@ps/shared/rules';
import type { DashboardPeriod, WebVitalsRow } from '@ps/shared/console-schemas';
import styled from 'styled-components';
import { useWebVitals } from '../../lib/admin-api/get-analytics';
import { DataTable } from '../../ui/data-table';
import { formatDay } from '../../ui/format';
import { Panel } from '../../ui/panel';
import { QueryStates } from '../../ui/query-states';
import { describeVital, formatVitalValue } from './web-vitals-format';
import { TableHead } from '../../ui/table-head';

const Figure = styled.span`
  display: block;
  font-weight: 600;
`;

const Detail = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.85rem;
`;

const Wrapper = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;

const limits = WEB_VITAL_METRICS.map((metric) => {
  const { good, poor } = WEB_VITAL_THRESHOLDS[metric];
  return `${metric} ${formatVitalValue(metric, good)} / ${formatVitalValue(metric, poor)}`;
}).join(', ');

function VitalCell({ metric, row }: { metric: WebVitalMetric; row: WebVitalsRow }) {
  const { value, rating, samples } = describeVital(metric, row[metric]);
  return (
    <td>
      <Figure>{value}</Figure>
      {rating && (
        <Detail>
          {rating}, {samples}
        </Detail>
      )}
    </td>
  );
}

/** What fans' phones measured: each route's Core Web Vitals at the 75th percentile, per day. */
export function WebVitalsPanel({ period }: { period: DashboardPeriod }) {
  const vitals = useWebVitals(period);
  return (
    <Wrapper>
      <Panel aria-labelledby="web-vitals-heading">
        <h2 id="web-vitals-heading">Speed on fans’ devices</h2>
        <p>
          Core Web Vitals reported by the browsers of fans who allowed analytics, at the 75th percentile: three in four
          page loads were at least this fast. One row per route and day (UTC), newest day first. Good / poor limits:{' '}
          {limits}.
        </p>
        <QueryStates query={vitals} errorTitle="Couldn't load the speed figures">
          {({ rows }) =>
            rows.length === 0 ? (
              <p>No browser reported its speed in this period.</p>
            ) : (
              <DataTable data-testid="web-vitals-table" aria-labelledby="web-vitals-heading">
                <TableHead columns={['Route', 'Day', ...WEB_VITAL_METRICS]} />
                <tbody>
                  {rows.map((row) => (
                    <tr key={`${row.date} ${row.route}`}>
                      <th scope="row">
                        <code>{row.route}</code>
                      </th>
                      <td>{formatDay(row.date)}</td>
                      {WEB_VITAL_METRICS.map((metric) => (
                        <VitalCell key={metric} metric={metric} row={row} />
                      ))}
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            )
          }
        </QueryStates>
      </Panel>
    </Wrapper>
  );
}
