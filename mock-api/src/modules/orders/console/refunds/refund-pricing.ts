import { ORDER_REFUND_MESSAGES } from '@ps/shared/console-schemas';
import { refundAmountCents } from '@ps/shared/rules';
import { AppError } from '../../../../http/app-error';

export interface PricedOrder {
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  refundedCents: number;
}

export interface PricedItem {
  id: number;
  productName: string;
  variantName: string;
  quantity: number;
  unitPriceCents: number;
}

export interface RefundLine {
  itemId: number;
  quantity: number;
}

/**
 * What refunding these units gives back, in cents (refundAmountCents).
 * Throws a 422 naming the line when a unit is not there to refund.
 */
export function priceRefund(
  order: PricedOrder,
  items: readonly PricedItem[],
  refundedByItem: ReadonlyMap<number, number>,
  lines: readonly RefundLine[],
): number {
  const left = order.totalCents - order.refundedCents;
  if (left <= 0) throw new AppError(409, 'NOTHING_TO_REFUND', ORDER_REFUND_MESSAGES.nothingLeft);

  const fields: Record<string, string> = {};
  let goodsCents = 0;
  lines.forEach((line, index) => {
    const item = items.find((each) => each.id === line.itemId);
    if (!item) {
      fields[`lines.${index}.itemId`] = ORDER_REFUND_MESSAGES.unknownItem;
      return;
    }
    const refundable = item.quantity - (refundedByItem.get(item.id) ?? 0);
    if (line.quantity > refundable) {
      fields[`lines.${index}.quantity`] =
        `Only ${refundable} of ${item.productName} (${item.variantName}) can still be refunded`;
    }
    goodsCents += item.unitPriceCents * line.quantity;
  });
  if (Object.keys(fields).length > 0) {
    const message = Object.values(fields)[0] ?? ORDER_REFUND_MESSAGES.unknownItem;
    throw new AppError(422, 'REFUND_TOO_LARGE', message, { fields });
  }

  const unitsLeftAfter = items.reduce((sum, item) => {
    const asked = lines.find((line) => line.itemId === item.id)?.quantity ?? 0;
    return sum + item.quantity - (refundedByItem.get(item.id) ?? 0) - asked;
  }, 0);
  const amount = refundAmountCents(order, goodsCents, unitsLeftAfter === 0);
  if (amount <= 0) throw new AppError(422, 'REFUND_TOO_LARGE', ORDER_REFUND_MESSAGES.zeroAmount);
  return amount;
}
