import styled from 'styled-components';
import type { ChatEvent } from './chat-community';
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
`;

const when = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function EventList({ events }: { events: readonly ChatEvent[] }) {
  return (
    <PlainList>
      {events.map((event) => (
        <Item key={event.id}>
          <Cover aria-hidden="true" style={{ background: event.coverImage }} />
          <div>
            <strong>{event.name}</strong>
            <p>{event.description}</p>
            <Muted>
              <time dateTime={event.scheduledStartTime}>{when.format(new Date(event.scheduledStartTime))}</time> ·{' '}
              {event.memberCount} interested
            </Muted>
          </div>
        </Item>
      ))}
    </PlainList>
  );
}
