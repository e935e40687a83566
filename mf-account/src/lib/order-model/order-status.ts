import { ORDER_STATUS_LABELS, ORDER_STATUS_NAMES, ORDER_STATUSES, type OrderStatus } from '@ps/shared/rules';
import { type BadgeTone } from '@ps/shared/ui';
import { ORDER_STATUS_TONES } from '@ps/shared/kit';

/** The spec leaves the tracking descriptions open; these keep the anxious-superhero voice. */
const TRACKING_DESCRIPTIONS: Record<OrderStatus, string> = {
  pending: "We've got your order and we're (nervously) double-checking every detail.",
  confirmed: 'Your payment went through. Deep breath: your gear is officially yours.',
  processing: 'Our crew is packing your order with extra care and zero panic.',
  shipped: 'Your package has left headquarters and is flying your way.',
  delivered: 'Your order has landed. Go forth and rock out!',
  cancelled: "This order was cancelled. If that's news to you, contact support and we'll sort it out.",
  refunded: 'This order was refunded. The money is on its way back to your card.',
};

export interface OrderStatusText {
  name: string;
  trackingLabel: string;
  trackingDescription: string;
  tone: BadgeTone;
}

export function describeOrderStatus(status: OrderStatus): OrderStatusText {
  return {
    name: ORDER_STATUS_NAMES[status],
    trackingLabel: ORDER_STATUS_LABELS[status],
    trackingDescription: TRACKING_DESCRIPTIONS[status],
    tone: ORDER_STATUS_TONES[status],
  };
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return ORDER_STATUSES.includes(value as OrderStatus);
}
