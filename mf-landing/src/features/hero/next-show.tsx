import styled from 'styled-components';
import { splitTourDates } from '@ps/shared/rules';
import { showDateLong, useTourDates } from '../../lib/tour-dates';

const Link = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.text};
  font-weight: 700;
  text-decoration: underline;
  text-underline-offset: 3px;
`;

/** The soonest show that is not cancelled, as the tour section lists it; nothing while none is announced. */
export function NextShow({ onOpenTour }: { onOpenTour: () => void }) {
  const tourDates = useTourDates();
  if (tourDates.status !== 'success') return null;
  const next = splitTourDates(tourDates.data, new Date()).upcoming.find((show) => show.status !== 'cancelled');
  if (!next) return null;
  return (
    <Link
      href="#tour"
      data-testid="hero-next-show"
      onClick={(event) => {
        event.preventDefault();
        onOpenTour();
      }}
    >
      Next show: {showDateLong(next)} · {next.city}, {next.venue}
    </Link>
  );
}
