import { CARRIERS, type ShipmentLine } from '@ps/shared/schemas';
import { render, type OrderMailRecipient, type Paragraph } from '../console/status-emails';
import { describeLines, followParagraph, type ShipmentItem } from './shipment-email';
import type { Parcel } from './shipment-repository';

export interface DeliveredParcel {
  number: number;
  parcel: Parcel;
  lines: readonly ShipmentLine[];
  /** The numbers of the order's other parcels still on their way. */
  onTheWay: readonly number[];
  /** What has not left yet. */
  toShip: readonly ShipmentLine[];
  /** The order's only parcel, holding everything it owes. */
  whole: boolean;
}

const numbers = (list: readonly number[]) =>
  list.length === 1 ? `parcel ${list[0]}` : `parcels ${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;

/** What the customer still waits for after this parcel, or that nothing is left. */
function whatIsLeft(delivered: DeliveredParcel, items: readonly ShipmentItem[]): Paragraph[] {
  const left: Paragraph[] = [];
  if (delivered.onTheWay.length > 0) left.push({ text: `Still on its way: ${numbers(delivered.onTheWay)}.` });
  if (delivered.toShip.length > 0) {
    left.push({ text: `Still to ship: ${describeLines(delivered.toShip, items)}. We will e-mail you when it leaves.` });
  }
  return left.length > 0 ? left : [{ text: 'Everything you ordered has arrived. Enjoy!' }];
}

/**
 * The e-mail for one parcel marked delivered (decision 071): what was in it, its carrier and
 * tracking link to check the delivery, and what the customer still waits for, if anything.
 */
export function parcelDeliveredEmail(
  order: OrderMailRecipient,
  delivered: DeliveredParcel,
  items: readonly ShipmentItem[],
  siteUrl: string,
) {
  const { carrier, trackingNumber } = delivered.parcel;
  const by = `by ${CARRIERS[carrier].name} (tracking number ${trackingNumber})`;
  const paragraphs: Paragraph[] = [
    {
      text: delivered.whole
        ? `Your order was delivered ${by}.`
        : `Parcel ${delivered.number} of your order was delivered ${by}.`,
    },
    { text: `In this parcel: ${describeLines(delivered.lines, items)}.` },
    followParagraph(delivered.parcel),
    ...(delivered.whole ? [{ text: 'Enjoy!' }] : whatIsLeft(delivered, items)),
  ];
  const subject = delivered.whole
    ? 'Your order was delivered'
    : `Parcel ${delivered.number} of your order was delivered`;
  return { kind: 'order_delivered' as const, message: render(order, subject, paragraphs, siteUrl) };
}
