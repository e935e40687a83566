import styled from 'styled-components';
import type { OrderDetail } from '@ps/shared/schemas';
import { LineList, ShipmentDetails } from './shipment-details';

const StillToShip = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

type Shipped = Pick<OrderDetail, 'shipments' | 'toShip' | 'items'>;

/** Each parcel with its own tracking link and, while the order is partly shipped, what is still to come. */
export function OrderShipments({ order }: { order: Shipped }) {
  const { shipments, toShip, items } = order;
  if (shipments.length === 0) return null;
  return (
    <>
      {shipments.map((shipment) => (
        <ShipmentDetails
          key={shipment.id}
          shipment={shipment}
          items={items}
          of={shipments.length}
          moreToCome={toShip.length > 0}
        />
      ))}
      {toShip.length > 0 && (
        <StillToShip data-testid="still-to-ship">
          <h3>Still to ship</h3>
          <LineList lines={toShip} items={items} />
        </StillToShip>
      )}
    </>
  );
}
