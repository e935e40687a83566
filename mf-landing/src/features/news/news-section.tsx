import styled from 'styled-components';
import { Container } from '@ps/shared/ui';
import { SectionHeader } from '../../ui/section-header';
import { NewsCard } from './news-card';
import { NEWS_ITEMS } from './news-items';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: repeat(auto-fit, minmax(250px, 1fr));
`;

export function NewsSection() {
  return (
    <Container>
      <SectionHeader id="news-title" kicker="Fresh off the press" title="What's Happening">
        Milestones, studio chaos, your covers and new cities on the tour.
      </SectionHeader>
      <Grid>
        {NEWS_ITEMS.map((item) => (
          <NewsCard key={item.id} item={item} />
        ))}
      </Grid>
    </Container>
  );
}
