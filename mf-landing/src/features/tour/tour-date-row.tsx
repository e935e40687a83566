import type { TicketCtaConfig } from '@ps/shared/experiments';
import type { TourDate } from '@ps/shared/schemas';
import { ticketUrgency } from '@ps/shared/rules';
import { VisuallyHidden } from '@ps/shared/ui';
import { ExternalLink } from '@ps/shared/kit';
import { showDateParts } from '../../lib/tour-dates';
import { ticketCtaText } from './ticket-cta-text';
import { Note, Row, Stamp, When, Where } from './tour-styles';

interface Props {
  show: TourDate;
  /** Absent for a show already played: it gets no ticket button, nor does a show without a ticket page. */
  cta?: TicketCtaConfig;
  onTicketClick?: (show: TourDate) => void;
}

export function TourDateRow({ show, cta, onTicketClick }: Props) {
  const when = showDateParts(show);
  const urgency = ticketUrgency(show);
  const onSale = urgency.kind === 'low' || urgency.kind === 'on-sale';
  return (
    <Row data-testid="tour-date" data-status={show.status}>
      <When dateTime={show.startsAt}>
        {when.monthDay}
        <span>
          {when.weekday}, {when.year}
        </span>
      </When>
      <Where>
        <strong>{show.city}</strong>
        {show.venue} · {when.time}
        {cta && onSale && (
          <>
            <br />
            <Note $urgent={urgency.kind === 'low'}>{urgency.text}</Note>
          </>
        )}
      </Where>
      {cta && onSale && show.ticketUrl && (
        <ExternalLink href={show.ticketUrl} look="solid" onClick={() => onTicketClick?.(show)}>
          {ticketCtaText(cta, show)}
          <VisuallyHidden> for {show.city}</VisuallyHidden>
        </ExternalLink>
      )}
      {cta && !onSale && <Stamp>{urgency.text}</Stamp>}
    </Row>
  );
}
