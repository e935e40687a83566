/**
 * The store's numeric rules (spec 2 §9), free of zod so that screens needing only
 * a number do not download the schema library with it.
 */

/** Most units of one variant a cart may hold. */
export const CART_MAX_QUANTITY = 10;
/** Shipping is free when the subtotal is at least this many dollars ("free shipping over $50"). */
export const FREE_SHIPPING_THRESHOLD = 50;
/** Shipping in dollars for a non-empty cart under the threshold. */
export const STANDARD_SHIPPING_RATE = 5.99;
/** "Low stock" at this many units or fewer. */
export const LOW_STOCK_THRESHOLD = 5;
/** Days after delivery in which an item can be sent back (spec 3 §9): the setting's first value; pages read the setting. */
export const RETURN_WINDOW_DAYS = 30;

/** An order number in the shop's format (PS-<year>-<6 characters>), for placeholders and examples. */
export const ORDER_NUMBER_EXAMPLE = 'PS-2026-7KX4QM';

/** Names the browser's cart (and later its orders) on every cart call. */
export const SESSION_ID_HEADER = 'x-session-id';

export {
  EXPRESS_SHIPPING_RATE,
  SHIPPING_METHOD_DETAILS,
  SHIPPING_METHOD_IDS,
  type ShippingMethodId,
} from './shipping-methods';
export { purchaseLimitHeadroom, purchaseLimitLabel } from './purchase-limit';
export { refundAmountCents, type RefundedOrder } from './refund-amount';

/** Why a cart line cannot be ordered as it stands: nothing left, or fewer units left than it holds. */
export type LineShortfall = { kind: 'sold-out' } | { kind: 'short'; unitsLeft: number };

/** The one rule the cart page, every checkout step and the server apply to a line before an order. */
export function lineShortfall(quantity: number, unitsLeft: number): LineShortfall | null {
  if (unitsLeft <= 0) return { kind: 'sold-out' };
  return quantity > unitsLeft ? { kind: 'short', unitsLeft } : null;
}
export {
  AU_STATES,
  CA_PROVINCES,
  isStateOfCountry,
  regionsOf,
  SUPPORTED_COUNTRIES,
  SUPPORTED_COUNTRY_CODES,
  US_STATES,
  type CountryCode,
  type Region,
} from './address-regions';
export { methodTypeFromStripe, type StripeMethodFields } from './stripe-method-type';
