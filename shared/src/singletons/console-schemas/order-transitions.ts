import type { OrderStatus } from '@ps/shared/schemas';

/**
 * Where an order may go from each status: forward along pending → confirmed →
 * processing → shipped → delivered; cancelled from anywhere before it ships; refunded
 * once it has been paid (confirmed or later). Cancelled and refunded are final.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'cancelled', 'refunded'],
  processing: ['shipped', 'cancelled', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

/** Cancelled and refunded: nothing follows them, so nothing more is due, shipped or edited. */
export const isFinalOrderStatus = (status: OrderStatus): boolean => ORDER_TRANSITIONS[status].length === 0;

export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

/** Statuses whose goods never left the shop: cancelling or refunding there puts them back on the shelf. */
export const isBeforeShipping = (status: OrderStatus): boolean =>
  status === 'pending' || status === 'confirmed' || status === 'processing';
