import { CARRIERS, trackingUrlOf, type ShipmentLine } from '@ps/shared/schemas';
import type { OrderItemsTable } from '../../../db/order-tables';
import type { Selectable } from 'kysely';
import { render, type Paragraph, type StatusMailOrder } from '../console/status-emails';
import type { Parcel } from './shipment-repository';

export type ShipmentItem = Pick<Selectable<OrderItemsTable>, 'id' | 'productName' | 'variantName'>;

export interface ShipmentMail {
  number: number;
  parcel: Parcel;
  lines: readonly ShipmentLine[];
  /** What is still to ship after this parcel. */
  toShip: readonly ShipmentLine[];
}

/** "2 × Tee (Red), 1 × Record (Black)": the units of some lines, named. */
export function describeLines(lines: readonly ShipmentLine[], items: readonly ShipmentItem[]): string {
  return lines
    .map((line) => {
      const item = items.find((each) => each.id === line.itemId);
      return item ? `${line.quantity} × ${item.productName} (${item.variantName})` : `${line.quantity} × item`;
    })
    .join(', ');
}

/** The paragraph that links to a parcel's own page at its carrier. */
export function followParagraph({ carrier, trackingNumber }: Parcel): Paragraph {
  const name = CARRIERS[carrier].name;
  const url = trackingUrlOf(carrier, trackingNumber);
  return { text: `Follow the parcel with ${name}: ${url}`, link: { label: `Follow the parcel with ${name}`, url } };
}

/** The e-mail for one parcel of an order: what is in it, its own tracking link, and what is still to come. */
export function shipmentEmail(
  order: StatusMailOrder,
  shipment: ShipmentMail,
  items: readonly ShipmentItem[],
  siteUrl: string,
) {
  const { carrier, trackingNumber } = shipment.parcel;
  const name = CARRIERS[carrier].name;
  const whole = shipment.number === 1 && shipment.toShip.length === 0;
  const paragraphs: Paragraph[] = [
    {
      text: whole
        ? `Your order is on its way with ${name}. Tracking number: ${trackingNumber}.`
        : `Parcel ${shipment.number} of your order is on its way with ${name}. Tracking number: ${trackingNumber}.`,
    },
    { text: `In this parcel: ${describeLines(shipment.lines, items)}.` },
    followParagraph(shipment.parcel),
    shipment.toShip.length > 0
      ? { text: `Still to ship: ${describeLines(shipment.toShip, items)}. We will e-mail you when it leaves.` }
      : { text: whole ? 'That is everything you ordered.' : 'This parcel completes your order.' },
  ];
  const subject = whole ? 'Your order has shipped' : `Parcel ${shipment.number} of your order has shipped`;
  return { kind: 'order_shipped' as const, message: render(order, subject, paragraphs, siteUrl) };
}
