import { useState } from 'react';
import styled from 'styled-components';
import { userErrorMessage } from '@ps/shared/api';
import type { AdminOrderDetail } from '@ps/shared/console-schemas';
import type { OrderShipment } from '@ps/shared/schemas';
import { Button, toast } from '@ps/shared/ui';
import { useStaffMay } from '../../../lib/staff-api/use-staff-may';
import { Card } from '../../../ui/card';
import { formatDateTime } from '../../../ui/format';
import { useMarkShipmentDelivered } from '../api/mark-shipment-delivered';
import { CorrectParcelDialog } from './correct-parcel-dialog';
import { CreateShipmentDialog } from './create-shipment-dialog';
import { lineLabel } from './parcel-lines';

const Parcels = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(3)};
    border: 2px dashed ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
  a {
    overflow-wrap: anywhere;
  }
`;

const ParcelActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Parcels arrive (or have their tracking corrected) while the order is being packed or after it shipped; an ended order moves no more. */
const parcelsMayChange = (order: AdminOrderDetail) => ['processing', 'shipped', 'delivered'].includes(order.status);

function Parcel({ order, parcel }: { order: AdminOrderDetail; parcel: OrderShipment }) {
  const mayFulfil = useStaffMay('orders.fulfil');
  const [correcting, setCorrecting] = useState(false);
  const deliver = useMarkShipmentDelivered();
  const markDelivered = () =>
    deliver.mutate(
      { id: order.id, shipmentId: parcel.id, body: { expectedVersion: order.version } },
      {
        onSuccess: () => toast({ title: `Parcel ${parcel.number} of ${order.orderNumber} marked delivered` }),
        onError: (error) =>
          toast({
            title: 'The parcel was not marked delivered',
            description: userErrorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <li data-testid="admin-shipment">
      <h3>
        Parcel {parcel.number}: {parcel.carrierName}{' '}
        <a href={parcel.trackingUrl} target="_blank" rel="noopener noreferrer">
          {parcel.trackingNumber}
        </a>
      </h3>
      <ul>
        {parcel.lines.map((line) => (
          <li key={line.itemId}>{lineLabel(order, line)}</li>
        ))}
      </ul>
      <small>
        Shipped {parcel.shippedAt && <time dateTime={parcel.shippedAt}>{formatDateTime(parcel.shippedAt)}</time>}
        {parcel.deliveredAt && (
          <>
            {' '}
            · Delivered <time dateTime={parcel.deliveredAt}>{formatDateTime(parcel.deliveredAt)}</time>
          </>
        )}
      </small>
      {mayFulfil && !parcel.deliveredAt && parcelsMayChange(order) && (
        <ParcelActions>
          <Button $variant="secondary" onClick={markDelivered} disabled={deliver.isPending}>
            Mark parcel {parcel.number} delivered
          </Button>
          <Button $variant="secondary" onClick={() => setCorrecting(true)}>
            Correct parcel {parcel.number}&apos;s tracking
          </Button>
        </ParcelActions>
      )}
      {correcting && <CorrectParcelDialog order={order} parcel={parcel} onClose={() => setCorrecting(false)} />}
    </li>
  );
}

const SHIPMENTS_INTRO =
  'Send what is left in one or more parcels, mark each parcel delivered, or correct its tracking while it is on its way; the customer is e-mailed each time.';

/** Which units left in which parcel, what is still to ship, and the console's way to ship and deliver them. */
export function OrderShipmentsCard({ order }: { order: AdminOrderDetail }) {
  const [shipping, setShipping] = useState(false);
  const mayFulfil = useStaffMay('orders.fulfil');
  const { shipments, toShip } = order;
  return (
    <Card aria-labelledby="shipments-title">
      <h2 id="shipments-title">Shipments</h2>
      <p>{SHIPMENTS_INTRO}</p>
      {shipments.length === 0 ? (
        <p>Nothing has shipped yet.</p>
      ) : (
        <Parcels>
          {shipments.map((parcel) => (
            <Parcel key={parcel.id} order={order} parcel={parcel} />
          ))}
        </Parcels>
      )}
      {toShip.length > 0 && (
        <div data-testid="admin-still-to-ship">
          <strong>Still to ship</strong>
          <ul>
            {toShip.map((line) => (
              <li key={line.itemId}>{lineLabel(order, line)}</li>
            ))}
          </ul>
        </div>
      )}
      {mayFulfil && toShip.length > 0 && order.status === 'confirmed' && (
        <p>Move the order to Processing to ship its items.</p>
      )}
      {mayFulfil && toShip.length > 0 && order.status === 'processing' && (
        <Button onClick={() => setShipping(true)}>Ship items</Button>
      )}
      {shipping && <CreateShipmentDialog order={order} onClose={() => setShipping(false)} />}
    </Card>
  );
}
