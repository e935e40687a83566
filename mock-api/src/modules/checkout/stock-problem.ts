import { lineShortfall } from '@ps/shared/rules';
import { AppError } from '../../http/app-error';
import type { CartLineRecord } from '../cart';

const itemName = (line: CartLineRecord) => `${line.product.name} (${line.variant.name})`;

const fieldMessage = (unitsLeft: number) => (unitsLeft > 0 ? `Only ${unitsLeft} left in stock` : 'Out of stock');

/** A 409 naming the line that cannot be filled; `fields` keys it by cart item id for the cart page. */
export function stockProblem(line: CartLineRecord, unitsLeft: number): AppError {
  const fields = { [`items.${line.id}`]: fieldMessage(unitsLeft) };
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

/**
 * Checked by every call that starts or continues a checkout, before any payment: a 409
 * naming each line that is sold out or holds more than is left. The order transaction
 * checks again, atomically.
 */
export function assertCartBuyable(lines: readonly CartLineRecord[]): void {
  const problems = lines.flatMap((line) => {
    const shortfall = lineShortfall(line.quantity, line.available);
    return shortfall ? [{ line, unitsLeft: shortfall.kind === 'short' ? shortfall.unitsLeft : 0 }] : [];
  });
  if (problems.length === 0) return;
  const named = problems.map(({ line, unitsLeft }) =>
    unitsLeft > 0 ? `only ${unitsLeft} of ${itemName(line)} left` : `${itemName(line)} is sold out`,
  );
  const fix = problems.length === 1 ? 'Remove it or lower the quantity' : 'Remove them or lower the quantities';
  throw new AppError(409, 'CART_UNAVAILABLE', `Your cart can't be ordered as it is: ${named.join('; ')}. ${fix}.`, {
    fields: Object.fromEntries(problems.map(({ line, unitsLeft }) => [`items.${line.id}`, fieldMessage(unitsLeft)])),
  });
}
