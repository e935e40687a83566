import { useState } from 'react';
import styled from 'styled-components';
import { VIRAL_MOMENT_SORTS, type ViralMomentSort } from '@ps/shared/social';
import { track } from '@ps/shared/tracking';
import { Skeleton } from '@ps/shared/ui';
import { useViralMoments } from '../../api/get-viral-moments';
import { FeedError } from '../../ui/feed-error';
import { Muted, SectionTitle } from '../../ui/panel-card';
import { ToggleGroup } from '../../ui/toggle-group';
import { MomentCard } from './moment-card';

const SORT_LABELS: Record<ViralMomentSort, string> = {
  viralScore: 'Viral score',
  views: 'Views',
  engagement: 'Engagement',
  recent: 'Recent',
};

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

export function ViralTab() {
  const [sort, setSort] = useState<ViralMomentSort>('viralScore');
  const moments = useViralMoments(sort);
  const choose = (next: ViralMomentSort) => {
    setSort(next);
    track('click', { elementId: `viral-sort-${next}`, sectionName: 'social-viral' });
  };

  return (
    <section aria-labelledby="viral-heading">
      <SectionTitle id="viral-heading">Viral moments</SectionTitle>
      <Muted>
        Sample moments with scores worked out from their views, shares and growth; refreshed every 30 seconds.
      </Muted>
      <ToggleGroup
        label="Sort moments by"
        options={VIRAL_MOMENT_SORTS.map((id) => ({ id, label: SORT_LABELS[id] }))}
        value={sort}
        onChange={choose}
      />
      {moments.isPending ? (
        <List aria-busy="true" aria-label="Loading viral moments">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} $height="140px" />
          ))}
        </List>
      ) : moments.isError ? (
        <FeedError what="viral moments" onRetry={() => void moments.refetch()} />
      ) : (
        <List>
          {moments.data.moments.map((moment) => (
            <MomentCard key={moment.id} moment={moment} />
          ))}
        </List>
      )}
    </section>
  );
}
