import styled from 'styled-components';
import { recordExperimentConversion, useExperiment } from '@ps/shared/experiments';
import type { TourDate } from '@ps/shared/schemas';
import { splitTourDates } from '@ps/shared/rules';
import { track } from '@ps/shared/tracking';
import { Container, ErrorFallback } from '@ps/shared/ui';
import { useTourDates } from '../../lib/tour-dates';
import { SectionHeader } from '../../ui/section-header';
import { PastShows } from './past-shows';
import { ShowList, TourSkeleton } from './tour-styles';
import { TourDateRow } from './tour-date-row';
import { tourKicker } from './tour-kicker';

export const TOUR_NAME = 'The Anxiety Attack Tour';

const Empty = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

export function TourSection() {
  const cta = useExperiment('ticket-cta-optimization');
  const tourDates = useTourDates();

  const onTicketClick = (show: TourDate) => {
    track('ticket_interest', {
      elementId: `tickets_${show.id}`,
      sectionName: 'tour',
      metadata: { city: show.city, variant: cta.id },
    });
    recordExperimentConversion('ticket-cta-optimization');
  };

  const { upcoming, past } = splitTourDates(tourDates.status === 'success' ? tourDates.data : [], new Date());
  return (
    <Container>
      <SectionHeader id="tour-title" kicker={tourKicker(upcoming)} title={TOUR_NAME}>
        One very nervous band, as many cities as will have us. Bring earplugs and your loudest friends.
      </SectionHeader>
      {tourDates.status === 'pending' && <TourSkeleton />}
      {tourDates.status === 'error' && (
        <ErrorFallback
          title="No tour dates right now"
          message="We could not load the shows. Try again in a moment."
          onRetry={tourDates.retry}
        />
      )}
      {tourDates.status === 'success' && (
        <>
          <ShowList data-testid="tour-dates" data-cta-variant={cta.id}>
            {upcoming.map((show) => (
              <TourDateRow key={show.id} show={show} cta={cta.config} onTicketClick={onTicketClick} />
            ))}
          </ShowList>
          {upcoming.length === 0 && <Empty>No shows announced right now. The newsletter hears first.</Empty>}
          <PastShows shows={past} />
        </>
      )}
    </Container>
  );
}
