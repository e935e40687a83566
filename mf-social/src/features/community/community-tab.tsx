import { useBandPresence } from '@ps/shared/band-presence';
import { track } from '@ps/shared/tracking';
import { Skeleton } from '@ps/shared/ui';
import { ExternalLink } from '@ps/shared/kit';
import { useOverview } from '../../api/get-overview';
import { timeAgo } from '../../lib/post-rules';
import { FeedError } from '../../ui/feed-error';
import { Muted, PanelCard, SectionTitle } from '../../ui/panel-card';

export function CommunityTab() {
  const overview = useOverview();
  const band = useBandPresence();
  return (
    <section aria-labelledby="community-heading">
      <SectionTitle id="community-heading">Discord</SectionTitle>
      <Muted>A preview with sample messages: the real conversation happens on the band&apos;s Discord server.</Muted>
      {overview.isPending ? (
        <Skeleton aria-busy="true" aria-label="Loading the community preview" $height="240px" />
      ) : overview.isError ? (
        <FeedError what="the community preview" onRetry={() => void overview.refetch()} />
      ) : (
        <ul style={{ display: 'grid', gap: '12px', padding: 0, listStyle: 'none' }}>
          {overview.data.community.map((message) => (
            <li key={message.id}>
              <PanelCard>
                <Muted>
                  #{message.channel} · {message.author} ·{' '}
                  <time dateTime={message.postedAt} suppressHydrationWarning>
                    {timeAgo(message.postedAt)}
                  </time>
                </Muted>
                <p style={{ margin: 0 }}>{message.body}</p>
              </PanelCard>
            </li>
          ))}
        </ul>
      )}
      {band && (
        <ExternalLink
          href={band.links.discord}
          look="solid"
          onClick={() =>
            track('social_click', { elementId: 'community-join-discord', sectionName: 'social-community' })
          }
        >
          Join the Discord
        </ExternalLink>
      )}
    </section>
  );
}
