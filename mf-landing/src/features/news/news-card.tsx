import styled from 'styled-components';
import type { NewsPost } from '@ps/shared/schemas';
import { ComicPanel } from '../../ui/comic-panel';
import { LazyImage } from '../../ui/lazy-image';
import { newsArtUrl } from './news-art';
import { isHotNow } from './hot-news';

const Card = styled(ComicPanel)`
  display: flex;
  flex-direction: column;
  padding: 0;
  overflow: hidden;
  h3 {
    margin: 0;
    font-size: 1.5rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
`;

const Meta = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  font-size: 0.8rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.color.info};
`;

const Hot = styled.span`
  padding: 2px ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.color.panic};
  color: #14101f;
  border: 2px solid #000;
  transform: rotate(-4deg);
`;

/** With its year: a post from another year must not read as this year's. */
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function NewsCard({ item }: { item: NewsPost }) {
  return (
    <Card as="article" aria-labelledby={`news-${item.id}`}>
      <LazyImage src={newsArtUrl(item.type)} alt={`${item.type} news illustration`} />
      <Body>
        <Meta>
          <span>{item.type}</span>
          <time dateTime={item.date}>{dateFormat.format(new Date(`${item.date}T12:00:00`))}</time>
          {isHotNow(item, new Date()) && <Hot>HOT</Hot>}
        </Meta>
        <h3 id={`news-${item.id}`}>{item.title}</h3>
        <p>{item.content}</p>
      </Body>
    </Card>
  );
}
