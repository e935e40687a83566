import { AppError } from '../../http/app-error';
import type { CartLineRecord } from '../cart/cart-lines';

const itemName = (line: CartLineRecord) => `${line.product.name} (${line.variant.name})`;

/** A 409 naming the line that cannot be filled; `fields` keys it by cart item id for the cart page. */
export function stockProblem(line: CartLineRecord, unitsLeft: number): AppError {
  const fields = { [`items.${line.id}`]: unitsLeft > 0 ? `Only ${unitsLeft} left in stock` : 'Out of stock' };
  if (unitsLeft <= 0) {
    return new AppError(409, 'OUT_OF_STOCK', `Sorry, ${itemName(line)} just sold out. Remove it to place your order.`, {
      fields,
    });
  }
  return new AppError(
    409,
    'INSUFFICIENT_STOCK',
    `Sorry, only ${unitsLeft} of ${itemName(line)} left. Lower the quantity to place your order.`,
    { fields },
  );
}

/** Checked before any payment is attempted; the order transaction checks again, atomically. */
export function assertCartInStock(lines: readonly CartLineRecord[]): void {
  const short = lines.find((line) => line.quantity > line.available);
  if (short) throw stockProblem(short, short.available);
}
