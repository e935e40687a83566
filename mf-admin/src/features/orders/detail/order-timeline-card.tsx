import styled from 'styled-components';
import type { AdminOrderDetail, AdminOrderEvent } from '@ps/shared/console-schemas';
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

function eventTitle(event: AdminOrderEvent): string {
  if (event.refund !== null) return `Refunded ${money(event.refund)}`;
  // The order's status after the parcel's step: Processing while some units wait, then Shipped, Delivered.
  if (event.shipment)
    return `Parcel ${event.shipment.number} ${event.shipment.step} · ${ORDER_STATUS_NAMES[event.status]}`;
  return ORDER_STATUS_NAMES[event.status];
}

/** Every change, oldest first, with who made it: the staff view of the timeline. */
export function OrderTimelineCard({ order }: { order: AdminOrderDetail }) {
  return (
    <Card aria-labelledby="timeline-title">
      <h2 id="timeline-title">Timeline</h2>
      <List>
        {order.events.map((event) => (
          <li key={event.id}>
            <strong>{eventTitle(event)}</strong>
            <small>
              <time dateTime={event.at}>{formatDateTime(event.at)}</time> · {event.staffName ?? 'Shop'}
            </small>
            {event.note && <q>{event.note}</q>}
          </li>
        ))}
      </List>
      {/* A partly shipped order, or one in several parcels, says so in its Shipments card instead. */}
      {order.shipment && order.shipments.length <= 1 && order.toShip.length === 0 && (
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
