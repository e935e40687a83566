import { AppError } from '../../http/app-error';

/** Also what another browser's session answers, so ids cannot be probed. */
export const checkoutSessionNotFound = () => AppError.notFound('Checkout session not found');

/** Names the order, so a second tab can tell its shopper the order was already placed. */
export const checkoutCompleted = (orderNumber: string | null) =>
  new AppError(
    409,
    'CHECKOUT_COMPLETED',
    `${orderNumber ? `Order ${orderNumber}` : 'This order'} was already placed from this checkout, perhaps in another tab. Start a new checkout for another order.`,
  );

export const cartEmpty = () => new AppError(400, 'CART_EMPTY', 'Your cart is empty');
