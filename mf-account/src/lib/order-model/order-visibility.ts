import type { OrderStatus } from '@ps/shared/rules';

/** History cards show the expected delivery only while the parcel is being prepared or on its way. */
export function showsExpectedDeliveryOnCard(status: OrderStatus): boolean {
  return status === 'processing' || status === 'shipped';
}

/** Detail and tracking hide the estimate once it no longer means anything (spec 3 §4), or the order ended. */
export function showsEstimatedDelivery(status: OrderStatus): boolean {
  return status !== 'delivered' && status !== 'cancelled' && status !== 'refunded';
}

/** Return/Exchange is offered only for what has arrived. */
export function offersReturn(status: OrderStatus): boolean {
  return status === 'delivered';
}

/** An order placed without a promo code has no discount, and a zero row would only be noise. */
export function showsDiscount(discount: number): boolean {
  return discount > 0;
}
