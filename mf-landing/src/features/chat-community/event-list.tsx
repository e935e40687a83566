import styled from 'styled-components';
import { splitTourDates, ticketUrgency } from '@ps/shared/rules';
import { Skeleton } from '@ps/shared/ui';
import { showDateLong, showDateParts, useTourDates } from '../../lib/tour-dates';
import { Muted, PlainList } from './chat-styles';

const Item = styled.li`
  display: grid;
  grid-template-columns: 56px 1fr;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border-radius: ${({ theme }) => theme.radius.sm};
  strong {
    display: block;
  }
  p {
    margin: 2px 0;
    font-size: 0.9rem;
  }
`;

const Cover = styled.span`
  width: 56px;
  height: 56px;
  border: 2px solid #000;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: linear-gradient(135deg, #ff4f8b, #ffd23f);
`;

/** The band's next shows, from the same tour dates as the tour section; all of them unless limited. */
export function EventList({ limit }: { limit?: number }) {
  const tourDates = useTourDates();
  if (tourDates.status === 'pending')
    return <Skeleton $height="80px" role="status" aria-label="Loading upcoming shows" />;
  if (tourDates.status === 'error') return <Muted>The upcoming shows could not be loaded.</Muted>;

  const upcoming = splitTourDates(tourDates.data, new Date()).upcoming.slice(0, limit);
  if (upcoming.length === 0) return <Muted>No shows announced right now.</Muted>;
  return (
    <PlainList data-testid="chat-events">
      {upcoming.map((show) => (
        <Item key={show.id}>
          <Cover aria-hidden="true" />
          <div>
            <strong>{show.city}</strong>
            <p>
              {show.venue} · {ticketUrgency(show).text}
            </p>
            <Muted>
              <time dateTime={show.startsAt}>
                {showDateLong(show)}, {showDateParts(show).time}
              </time>
            </Muted>
          </div>
        </Item>
      ))}
    </PlainList>
  );
}
