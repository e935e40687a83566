import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { padTwo } from '../lib/format-clock';
import { timeLeft } from './countdown-time';

const Clock = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.4em;
  letter-spacing: 0.06em;
  font-variant-numeric: tabular-nums;
`;

const Unit = styled.span`
  padding: 0 ${({ theme }) => theme.space(1)};
  background: #000;
  color: ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/** A live "ends in" clock for an offer, recomputed every second and stopping at zero. */
export function Countdown({ end, label }: { end: Date; label: string }) {
  const [now, setNow] = useState(() => new Date());
  const left = timeLeft(end, now);

  useEffect(() => {
    if (left.isOver) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [left.isOver]);

  const hours = left.days * 24 + left.hours;
  const spoken = `${label}: ${hours} hours ${left.minutes} minutes`;
  return (
    <Clock role="timer" aria-label={spoken} data-testid="countdown">
      <Unit>{padTwo(hours)}</Unit>:<Unit>{padTwo(left.minutes)}</Unit>:<Unit>{padTwo(left.seconds)}</Unit>
    </Clock>
  );
}
