import styled from 'styled-components';
import type { AdminOrderDetail } from '@ps/shared/console-schemas';
import { ORDER_STATUS_NAMES } from '@ps/shared/schemas';
import { Card } from '../../../ui/card';
import { formatDateTime, money } from '../../../ui/format';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
  q {
    display: block;
    font-style: italic;
  }
`;

/** Every change, oldest first, with who made it: the staff view of the timeline. */
export function OrderTimelineCard({ order }: { order: AdminOrderDetail }) {
  return (
    <Card aria-labelledby="timeline-title">
      <h2 id="timeline-title">Timeline</h2>
      <List>
        {order.events.map((event) => (
          <li key={event.id}>
            <strong>
              {event.refund === null ? ORDER_STATUS_NAMES[event.status] : `Refunded ${money(event.refund)}`}
            </strong>
            <small>
              <time dateTime={event.at}>{formatDateTime(event.at)}</time> · {event.staffName ?? 'Shop'}
            </small>
            {event.note && <q>{event.note}</q>}
          </li>
        ))}
      </List>
      {order.shipment && (
        <p>
          Shipped with {order.shipment.carrierName}, tracking number{' '}
          <a href={order.shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
            {order.shipment.trackingNumber}
          </a>
        </p>
      )}
    </Card>
  );
}
