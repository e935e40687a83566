import { CARRIERS, type ShipmentLine } from '@ps/shared/schemas';
import { render, type OrderMailRecipient } from '../console/status-emails';
import { describeLines, followParagraph, type ShipmentItem } from './shipment-email';
import type { Parcel } from './shipment-repository';

export interface CorrectedParcel {
  number: number;
  parcel: Parcel;
  lines: readonly ShipmentLine[];
  /** The order has this one parcel only: the mail speaks of the order. */
  only: boolean;
}

/** The e-mail that gives the customer a parcel's right carrier and tracking link after a typo on the label. */
export function parcelCorrectedEmail(
  order: OrderMailRecipient,
  corrected: CorrectedParcel,
  items: readonly ShipmentItem[],
  siteUrl: string,
) {
  const { carrier, trackingNumber } = corrected.parcel;
  const which = corrected.only ? 'your order' : `parcel ${corrected.number} of your order`;
  const paragraphs = [
    {
      text: `We sent you the wrong tracking for ${which}. It is on its way with ${CARRIERS[carrier].name}, tracking number ${trackingNumber}.`,
    },
    { text: `In this parcel: ${describeLines(corrected.lines, items)}.` },
    followParagraph(corrected.parcel),
  ];
  const subject = corrected.only
    ? 'Corrected tracking for your order'
    : `Corrected tracking for parcel ${corrected.number}`;
  return { kind: 'order_shipped' as const, message: render(order, subject, paragraphs, siteUrl) };
}
