import { purchaseLimitLabel } from '@ps/shared/rules';
import { AppError } from '../../http/app-error';

export interface LimitedLine {
  id: number;
  quantity: number;
  product: { id: number; name: string; maxPerOrder: number | null };
}

/** Units of `productId` in these lines, all variants together, leaving out the line `exceptLineId`. */
export function unitsOfProduct(lines: readonly LimitedLine[], productId: number, exceptLineId?: number): number {
  return lines
    .filter((line) => line.product.id === productId && line.id !== exceptLineId)
    .reduce((sum, line) => sum + line.quantity, 0);
}

export interface PurchaseLimitCheck {
  maxPerOrder: number | null;
  /** The product's units in the cart after the change, all variants together. */
  unitsAfter: number;
  /** The product's units in the cart before the change. */
  unitsBefore: number;
}

/** A cart change may not take a product past its per-order limit (409 PURCHASE_LIMIT). */
export function assertWithinPurchaseLimit({ maxPerOrder, unitsAfter, unitsBefore }: PurchaseLimitCheck): void {
  if (maxPerOrder === null || unitsAfter <= maxPerOrder) return;
  const inCart = unitsBefore > 0 ? ` (you already have ${unitsBefore} in your cart)` : '';
  throw new AppError(409, 'PURCHASE_LIMIT', `${purchaseLimitLabel(maxPerOrder)} for this item${inCart}`, {
    fields: { quantity: purchaseLimitLabel(maxPerOrder) },
  });
}

/**
 * An order may hold no product past its limit. The 409 names the product, and `fields`
 * keys each of its lines by cart item id, as the stock refusals do.
 */
export function assertOrderWithinPurchaseLimits(lines: readonly LimitedLine[]): void {
  for (const line of lines) {
    const { maxPerOrder } = line.product;
    if (maxPerOrder === null || unitsOfProduct(lines, line.product.id) <= maxPerOrder) continue;
    const fields = Object.fromEntries(
      lines
        .filter((each) => each.product.id === line.product.id)
        .map((each) => [`items.${each.id}`, purchaseLimitLabel(maxPerOrder)]),
    );
    throw new AppError(
      409,
      'PURCHASE_LIMIT',
      `Sorry, ${line.product.name} is limited to ${maxPerOrder} per order. Lower the quantity to place your order.`,
      { fields },
    );
  }
}
