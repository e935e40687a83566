import styled from 'styled-components';
import type { OrderTimelineEntry } from '@ps/shared/schemas';
import { VisuallyHidden } from '@ps/shared/ui';
import { visibleTimeline } from '../lib/order-model/visible-timeline';
import { OrderTime } from './order-time';

const MARKER_SIZE = 32;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
`;

const Step = styled.li<{ $done: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: ${MARKER_SIZE}px 1fr;
  gap: ${({ theme }) => theme.space(3)};
  padding-bottom: ${({ theme }) => theme.space(5)};
  color: ${({ theme, $done }) => ($done ? theme.color.text : theme.color.textMuted)};
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    left: ${MARKER_SIZE / 2 - 1}px;
    top: ${MARKER_SIZE}px;
    bottom: 0;
    width: 3px;
    background: ${({ theme, $done }) => ($done ? theme.color.accent : theme.color.border)};
  }
  p {
    margin: 0;
  }
`;

const Marker = styled.span<{ $done: boolean; $cancelled: boolean }>`
  display: grid;
  place-items: center;
  width: ${MARKER_SIZE}px;
  height: ${MARKER_SIZE}px;
  border-radius: 50%;
  border: 3px solid ${({ theme, $done }) => ($done ? '#000' : theme.color.border)};
  font-weight: 900;
  color: ${({ theme }) => theme.color.accentText};
  background: ${({ theme, $done, $cancelled }) =>
    $cancelled ? theme.color.danger : $done ? theme.color.accent : theme.color.bg};
`;

const Title = styled.p`
  font-weight: 800;
`;

const When = styled.p`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Completed steps carry a tick and their time; the latest completed one is the current step. */
export function OrderTimeline({ timeline }: { timeline: OrderTimelineEntry[] }) {
  const entries = visibleTimeline(timeline);
  const current = entries.findLastIndex((entry) => entry.completed);
  return (
    <Steps data-testid="order-timeline">
      {entries.map((entry, index) => (
        <Step key={entry.status} $done={entry.completed} aria-current={index === current ? 'step' : undefined}>
          <Marker aria-hidden="true" $done={entry.completed} $cancelled={entry.status === 'cancelled'}>
            {entry.completed ? (entry.status === 'cancelled' ? '✕' : '✓') : ''}
          </Marker>
          <div>
            <Title>
              {entry.title}
              <VisuallyHidden>{entry.completed ? ' (completed)' : ' (not yet)'}</VisuallyHidden>
            </Title>
            <p>{entry.description}</p>
            {entry.timestamp && (
              <When>
                <OrderTime at={entry.timestamp} withTime />
              </When>
            )}
          </div>
        </Step>
      ))}
    </Steps>
  );
}
