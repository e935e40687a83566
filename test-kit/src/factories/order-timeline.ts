import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus, type OrderTimelineEntry } from '@ps/shared/schemas';

/** Every stage, those up to `status` completed (without timestamps), as the API lists them. */
export function buildTimeline(status: OrderStatus): OrderTimelineEntry[] {
  const reached = ORDER_STATUSES.indexOf(status);
  return ORDER_STATUSES.map((stage, index) => ({
    status: stage,
    title: ORDER_STATUS_LABELS[stage],
    description: ORDER_STATUS_LABELS[stage],
    timestamp: null,
    completed: index <= reached && stage !== 'cancelled' && stage !== 'refunded',
  }));
}
