import styled from 'styled-components';
import { Container, ErrorFallback, Skeleton } from '@ps/shared/ui';
import { SectionHeader } from '../../ui/section-header';
import { newsKicker } from './hot-news';
import { NewsCard } from './news-card';
import { LANDING_NEWS_COUNT, useLatestNews } from './use-latest-news';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: repeat(auto-fit, minmax(250px, 1fr));
`;

const Empty = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

function LatestNews({ news }: { news: ReturnType<typeof useLatestNews> }) {
  if (news.status === 'pending') {
    return (
      <Grid role="status" aria-busy="true" aria-label="Loading the news">
        {Array.from({ length: LANDING_NEWS_COUNT }, (_, index) => (
          <Skeleton key={index} $height="420px" />
        ))}
      </Grid>
    );
  }
  if (news.status === 'error') {
    return (
      <ErrorFallback
        title="No news right now"
        message="We could not load the latest posts. Try again in a moment."
        onRetry={news.retry}
      />
    );
  }
  if (news.data.length === 0) return <Empty>No news yet.</Empty>;
  return (
    <Grid data-testid="news-posts">
      {news.data.map((item) => (
        <NewsCard key={item.id} item={item} />
      ))}
    </Grid>
  );
}

export function NewsSection() {
  const news = useLatestNews();
  const kicker = newsKicker(news.status === 'success' ? news.data : [], new Date());
  return (
    <Container>
      <SectionHeader id="news-title" kicker={kicker} title="What's Happening">
        Milestones, studio chaos, your covers and new cities on the tour.
      </SectionHeader>
      <LatestNews news={news} />
    </Container>
  );
}
