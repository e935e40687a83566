import { AppError } from '../../http/app-error';

/** Also what another browser's session answers, so ids cannot be probed. */
export const checkoutSessionNotFound = () => AppError.notFound('Checkout session not found');

export const checkoutCompleted = () =>
  new AppError(409, 'CHECKOUT_COMPLETED', 'This checkout is already complete. Start a new one for another order.');

export const cartEmpty = () => new AppError(400, 'CART_EMPTY', 'Your cart is empty');

export const cartChanged = () =>
  new AppError(409, 'CART_CHANGED', 'Your cart changed while you were paying. Review your order and try again.');
