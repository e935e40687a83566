import { useState } from 'react';
import styled from 'styled-components';
import { SOCIAL_POST_FILTERS, type InstagramPost, type SocialPostFilter } from '@ps/shared/social';
import { track } from '@ps/shared/tracking';
import { useBandPresence } from '@ps/shared/band-presence';
import { Skeleton } from '@ps/shared/ui';
import { usePosts } from '../../api/get-posts';
import { FeedError } from '../../ui/feed-error';
import { ToggleGroup } from '../../ui/toggle-group';
import { CardGrid, Muted, SectionTitle } from '../../ui/panel-card';
import { PostCard } from './post-card';
import { PostDialog } from './post-dialog';

const FILTER_LABELS: Record<SocialPostFilter, string> = { all: 'All', viral: 'Viral', tiktok: 'TikTok potential' };
const PLACEHOLDERS = 6;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export function InstagramTab() {
  const [filter, setFilter] = useState<SocialPostFilter>('all');
  const [open, setOpen] = useState<InstagramPost | null>(null);
  const posts = usePosts(filter);
  const band = useBandPresence();
  const audience = band?.figures.fans ?? 0;

  const choose = (next: SocialPostFilter) => {
    setFilter(next);
    track('click', { elementId: `instagram-filter-${next}`, sectionName: 'social-instagram' });
  };

  return (
    <section aria-labelledby="instagram-heading">
      <Head>
        <div>
          <SectionTitle id="instagram-heading">Instagram</SectionTitle>
          <Muted>Sample posts built into this site; no live Instagram feed is connected.</Muted>
        </div>
        <ToggleGroup
          label="Filter posts"
          options={SOCIAL_POST_FILTERS.map((id) => ({ id, label: FILTER_LABELS[id] }))}
          value={filter}
          onChange={choose}
        />
      </Head>
      {posts.isPending ? (
        <CardGrid aria-busy="true" aria-label="Loading posts">
          {Array.from({ length: PLACEHOLDERS }, (_, index) => (
            <Skeleton key={index} $height="320px" />
          ))}
        </CardGrid>
      ) : posts.isError ? (
        <FeedError what="posts" onRetry={() => void posts.refetch()} />
      ) : posts.data.posts.length === 0 ? (
        <Muted role="status">No posts found for the current filter.</Muted>
      ) : (
        <CardGrid>
          {posts.data.posts.map((post) => (
            <PostCard key={post.id} post={post} audience={audience} onOpen={() => setOpen(post)} />
          ))}
        </CardGrid>
      )}
      <PostDialog post={open} audience={audience} profile={band?.links.instagram} onClose={() => setOpen(null)} />
    </section>
  );
}
