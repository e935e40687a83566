import { CART_MAX_QUANTITY } from '@ps/shared/schemas';
import { AppError } from '../../http/app-error';

export interface QuantityCheck {
  /** The line's quantity after the change. */
  quantity: number;
  /** Units that can be sold now; 0 when the product left the store. */
  available: number;
  /** Units the line held before an add merged into it. */
  alreadyInCart: number;
}

/** A line may hold up to min(stock, CART_MAX_QUANTITY); the message says which limit was hit. */
export function assertQuantityAllowed({ quantity, available, alreadyInCart }: QuantityCheck): void {
  if (available <= 0) throw new AppError(409, 'OUT_OF_STOCK', 'This item is out of stock');
  if (quantity <= Math.min(available, CART_MAX_QUANTITY)) return;
  const inCart = alreadyInCart > 0 ? ` (you already have ${alreadyInCart} in your cart)` : '';
  if (available < CART_MAX_QUANTITY) {
    throw new AppError(409, 'INSUFFICIENT_STOCK', `Only ${available} left in stock${inCart}`);
  }
  throw new AppError(409, 'QUANTITY_LIMIT', `You can buy at most ${CART_MAX_QUANTITY} of this item${inCart}`);
}
