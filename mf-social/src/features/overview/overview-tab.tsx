import styled from 'styled-components';
import { Skeleton } from '@ps/shared/ui';
import { useOverview } from '../../api/get-overview';
import { compactNumber, postAge, timeAgo } from '../../lib/post-rules';
import { FeedError } from '../../ui/feed-error';
import { CardGrid, Muted, PanelCard, SectionTitle } from '../../ui/panel-card';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
`;

const Activity = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
  }
  time {
    flex: none;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export function OverviewTab() {
  const overview = useOverview();
  if (overview.isPending) return <Skeleton aria-busy="true" aria-label="Loading the overview" $height="420px" />;
  if (overview.isError) return <FeedError what="the overview" onRetry={() => void overview.refetch()} />;
  const { posts, activity } = overview.data;
  return (
    <Layout>
      <section aria-labelledby="overview-posts">
        <SectionTitle id="overview-posts">Latest posts</SectionTitle>
        <Muted>Sample posts built into this site.</Muted>
        <CardGrid>
          {posts.map((post) => (
            <PanelCard key={post.id}>
              <img src={post.media_url} alt="" width={600} height={600} style={{ width: '100%', height: 'auto' }} />
              <p>{post.caption}</p>
              <Muted>
                {compactNumber(post.like_count)} likes ·{' '}
                {/* Drawn on the server up to a minute earlier (decision 026): the age may have moved on. */}
                <time dateTime={post.timestamp} suppressHydrationWarning>
                  {postAge(post.timestamp)}
                </time>
              </Muted>
            </PanelCard>
          ))}
        </CardGrid>
      </section>
      <section aria-labelledby="overview-activity">
        <SectionTitle id="overview-activity">Activity</SectionTitle>
        <Activity>
          {activity.map((entry) => (
            <li key={entry.id}>
              <span>{entry.action}</span>
              <time dateTime={entry.occurredAt} suppressHydrationWarning>
                {timeAgo(entry.occurredAt)}
              </time>
            </li>
          ))}
        </Activity>
      </section>
    </Layout>
  );
}
