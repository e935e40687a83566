import styled from 'styled-components';
import { userErrorMessage } from '@ps/shared/api';
import { SHARE_PLATFORMS, SHARING_PLATFORMS } from '@ps/shared/social';
import { ErrorFallback, Skeleton } from '@ps/shared/ui';
import { useShareCounts } from '../../lib/admin-api/get-analytics';
import { DataTable } from '../../ui/data-table';
import { Panel } from '../../ui/panel';
import { TableHead } from '../../ui/table-head';

const Section = styled(Panel)`
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
`;

const platformName = (id: (typeof SHARE_PLATFORMS)[number]) =>
  SHARING_PLATFORMS.find((platform) => platform.id === id)?.name ?? id;

/** Shares started from the social hub's share tool, per content and platform, since the site opened. */
export function SharesPanel() {
  const counts = useShareCounts();
  let body;
  if (counts.isError) {
    body = (
      <ErrorFallback
        title="Couldn't load the share counts"
        message={userErrorMessage(counts.error, 'Please try again in a moment.')}
        onRetry={() => void counts.refetch()}
      />
    );
  } else if (!counts.data) {
    body = <Skeleton $height="160px" aria-hidden="true" />;
  } else {
    body = (
      <DataTable aria-labelledby="shares-heading">
        <TableHead columns={['Content', ...SHARE_PLATFORMS.map(platformName), 'Total']} />
        <tbody>
          {counts.data.content.map((item) => (
            <tr key={item.id}>
              <th scope="row">{item.title}</th>
              {SHARE_PLATFORMS.map((platform) => (
                <td key={platform}>{item.platforms[platform] ?? 0}</td>
              ))}
              <td>
                <strong>{item.total}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    );
  }
  return (
    <Section aria-labelledby="shares-heading" aria-busy={counts.isPending}>
      <h2 id="shares-heading">Shares from the social hub</h2>
      <Note>All time: a share is counted when a fan starts it; posting happens on the platform.</Note>
      {body}
    </Section>
  );
}
