import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@ps/shared/schemas';

/** Badge colours; every badge also prints its text, so colour is never the only signal. */
export type BadgeTone = 'accent' | 'info' | 'warning' | 'panic' | 'success' | 'danger';

/** The history filter's and the badges' names (spec 3: All Status, Pending, ...). */
export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The spec leaves the tracking descriptions open; these keep the anxious-superhero voice. */
const TRACKING_DESCRIPTIONS: Record<OrderStatus, string> = {
  pending: "We've got your order and we're (nervously) double-checking every detail.",
  confirmed: 'Your payment went through. Deep breath: your gear is officially yours.',
  processing: 'Our crew is packing your order with extra care and zero panic.',
  shipped: 'Your package has left headquarters and is flying your way.',
  delivered: 'Your order has landed. Go forth and rock out!',
  cancelled: "This order was cancelled. If that's news to you, contact support and we'll sort it out.",
};

const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'accent',
  confirmed: 'info',
  processing: 'warning',
  shipped: 'panic',
  delivered: 'success',
  cancelled: 'danger',
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
    tone: STATUS_TONES[status],
  };
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return ORDER_STATUSES.includes(value as OrderStatus);
}
