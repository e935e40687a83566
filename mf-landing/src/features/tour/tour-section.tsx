import styled from 'styled-components';
import { recordExperimentConversion, useExperiment } from '@ps/shared/experiments';
import { track } from '@ps/shared/tracking';
import { Container } from '@ps/shared/ui';
import { SectionHeader } from '../../ui/section-header';
import { TourDateRow } from './tour-date-row';
import { TOUR_DATES, TOUR_NAME, type TourDate } from './tour-dates';

const List = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 920px;
  margin: 0 auto;
  padding: 0;
`;

export function TourSection() {
  const cta = useExperiment('ticket-cta-optimization');

  const onTicketClick = (show: TourDate) => {
    track('ticket_interest', {
      elementId: `tickets_${show.id}`,
      sectionName: 'tour',
      metadata: { city: show.city, variant: cta.id },
    });
    recordExperimentConversion('ticket-cta-optimization');
  };

  return (
    <Container>
      <SectionHeader id="tour-title" kicker="Spring 2025" title={TOUR_NAME}>
        Six cities, one very nervous band. Bring earplugs and your loudest friends.
      </SectionHeader>
      <List data-testid="tour-dates" data-cta-variant={cta.id}>
        {TOUR_DATES.map((show) => (
          <TourDateRow key={show.id} show={show} ctaText={cta.config.text} onTicketClick={onTicketClick} />
        ))}
      </List>
    </Container>
  );
}
