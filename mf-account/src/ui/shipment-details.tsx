import styled from 'styled-components';
import type { OrderDetail, OrderShipment, ShipmentLine } from '@ps/shared/schemas';
import { VisuallyHidden } from '@ps/shared/ui';
import { InfoList } from './info-list';
import { OrderTime } from './order-time';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px dashed ${({ theme }) => theme.color.border};
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
  a {
    color: ${({ theme }) => theme.color.accent};
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

type Items = OrderDetail['items'];

/** "2 × Panic Tee (M)" for each line, named from the order's items. */
export function LineList({ lines, items }: { lines: readonly ShipmentLine[]; items: Items }) {
  return (
    <ul>
      {lines.map((line) => {
        const item = items.find((each) => each.id === line.itemId);
        return (
          <li key={line.itemId}>
            {line.quantity} × {item ? `${item.productName} (${item.variantName})` : 'item'}
          </li>
        );
      })}
    </ul>
  );
}

interface Props {
  shipment: OrderShipment;
  items: Items;
  /** How many parcels the order has so far. */
  of: number;
  /** More units are still to ship: this parcel is not the only one. */
  moreToCome: boolean;
}

function titleOf({ shipment, of, moreToCome }: Props): string {
  if (of > 1) return `Parcel ${shipment.number} of ${of}`;
  return moreToCome ? `Parcel ${shipment.number}` : 'Your parcel';
}

/** One parcel: who carries it, what is in it, when it left and arrived, and where to follow it. */
export function ShipmentDetails(props: Props) {
  const { shipment, items } = props;
  const title = titleOf(props);
  const numbered = title !== 'Your parcel';
  return (
    <Box data-testid="shipment" aria-label={title} role="group">
      <h3>
        {title}: shipped with {shipment.carrierName}
      </h3>
      <InfoList>
        <dt>Tracking number</dt>
        <dd>{shipment.trackingNumber}</dd>
        {shipment.shippedAt && (
          <>
            <dt>Shipped</dt>
            <dd>
              <OrderTime at={shipment.shippedAt} />
            </dd>
          </>
        )}
        <dt>Status</dt>
        <dd data-testid="shipment-status">
          {shipment.deliveredAt ? (
            <>
              Delivered <OrderTime at={shipment.deliveredAt} />
            </>
          ) : (
            'On its way'
          )}
        </dd>
      </InfoList>
      <LineList lines={shipment.lines} items={items} />
      <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
        Follow {numbered ? `parcel ${shipment.number}` : 'your parcel'} on {shipment.carrierName}
        <span aria-hidden="true"> ↗</span>
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    </Box>
  );
}
