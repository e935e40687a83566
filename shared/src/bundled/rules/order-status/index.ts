/**
 * Order and payment statuses and their words, without zod: the status badges (`@ps/shared/kit`) read
 * them here, so the pages that show orders do not need the schemas and zod for them (decisions 029 and 032).
 * `@ps/shared/schemas` builds its enums from these lists and re-exports them.
 */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The tracking page's labels (spec 3 §2), also the titles of the timeline entries. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Order Received',
  confirmed: 'Payment Confirmed',
  processing: 'Being Prepared',
  shipped: 'On the Way',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** The plain names of the history filter, the status badges and the staff console (spec 3 §2: All Status, Pending, ...). */
export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/**
 * voided: the hold on the card was released before anything was taken (an order cancelled before capture).
 * partially_refunded: some of what was taken went back (a refund by line); refunded: all of it.
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'partially_refunded', 'refunded', 'voided'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_NAMES: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
  voided: 'Voided',
};
