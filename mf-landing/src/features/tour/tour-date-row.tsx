import styled from 'styled-components';
import { media } from '@ps/shared/theme';
import { VisuallyHidden } from '@ps/shared/ui';
import { ExternalLink } from '@ps/shared/widgets';
import { scarcity } from './scarcity';
import { TICKETS_URL, type TourDate } from './tour-dates';

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  border: 3px solid #000;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 4px 4px 0 #000;
  ${media.md} {
    grid-template-columns: 110px 1fr auto;
  }
`;

const When = styled.time`
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.6rem;
  line-height: 1;
  color: ${({ theme }) => theme.color.accent};
  span {
    display: block;
    font-size: 1rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Where = styled.div`
  strong {
    display: block;
    font-size: 1.15rem;
  }
`;

const Left = styled.span<{ $critical: boolean }>`
  font-size: 0.85rem;
  font-weight: 700;
  color: ${({ theme, $critical }) => ($critical ? theme.color.panic : theme.color.textMuted)};
`;

const SoldOut = styled.span`
  justify-self: start;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 2px dashed ${({ theme }) => theme.color.textMuted};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: 800;
`;

const month = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long' });

interface Props {
  show: TourDate;
  ctaText: string;
  onTicketClick: (show: TourDate) => void;
}

export function TourDateRow({ show, ctaText, onTicketClick }: Props) {
  const day = new Date(`${show.date}T20:00:00`);
  const level = scarcity(show.ticketsLeft, show.capacity);
  return (
    <Row>
      <When dateTime={show.date}>
        {month.format(day).toUpperCase()}
        <span>{weekday.format(day)}</span>
      </When>
      <Where>
        <strong>{show.city}</strong>
        {show.venue}
        <br />
        {level === 'critical' && <Left $critical>Almost gone: {show.ticketsLeft} tickets left</Left>}
        {level === 'available' && <Left $critical={false}>Tickets available</Left>}
      </Where>
      {level === 'sold-out' ? (
        <SoldOut>SOLD OUT</SoldOut>
      ) : (
        <ExternalLink href={TICKETS_URL} look="solid" onClick={() => onTicketClick(show)}>
          {ctaText}
          <VisuallyHidden> for {show.city}</VisuallyHidden>
        </ExternalLink>
      )}
    </Row>
  );
}
