import styled from 'styled-components';
import { Skeleton } from '@ps/shared/ui';
import { useOverview } from '../../api/get-overview';
import { compactNumber, postAge } from '../../lib/post-rules';
import { FeedError } from '../../ui/feed-error';
import { CardGrid, Muted, PanelCard, SectionTitle } from '../../ui/panel-card';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
`;

const Activity = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding-left: 1.25em;
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
        <SectionTitle id="overview-activity">Sample activity</SectionTitle>
        {/* Written for this preview, not things fans did: no names or times are claimed as real. */}
        <Muted>
          Examples of what the hub will show once it follows the band&apos;s accounts; nothing here happened.
        </Muted>
        <Activity>
          {activity.map((entry) => (
            <li key={entry.id}>{entry.action}</li>
          ))}
        </Activity>
      </section>
    </Layout>
  );
}
