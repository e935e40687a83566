import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus, type OrderTimelineEntry } from '@ps/shared/schemas';

const DESCRIPTIONS: Record<OrderStatus, string> = {
  pending: 'We have your order and are waiting for the payment to clear.',
  confirmed: 'Your payment went through. Your order is in the queue.',
  processing: 'The crew is packing your order.',
  shipped: 'Your order is on its way to you.',
  delivered: 'Your order has arrived. Enjoy!',
  cancelled: 'This order was cancelled. Any payment taken will be refunded.',
};

/** The path an order normally takes; cancelled can happen anywhere along it. */
const PROGRESS: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => status !== 'cancelled');

export interface OrderEvent {
  status: OrderStatus;
  createdAt: Date;
}

/**
 * All six stages in order, each completed when the order has got that far. A live
 * order completes the stages up to its status and never 'cancelled'; a cancelled one
 * completes the stages it reached before, then 'cancelled'. Timestamps are when a
 * stage was first reached, and null for stages not completed.
 */
export function buildTimeline(status: OrderStatus, events: readonly OrderEvent[]): OrderTimelineEntry[] {
  const reachedAt = new Map<OrderStatus, Date>();
  for (const event of events) if (!reachedAt.has(event.status)) reachedAt.set(event.status, event.createdAt);
  const current = PROGRESS.indexOf(status);
  const isCompleted = (stage: OrderStatus) => {
    if (stage === 'cancelled') return status === 'cancelled';
    return status === 'cancelled' ? reachedAt.has(stage) : PROGRESS.indexOf(stage) <= current;
  };
  return ORDER_STATUSES.map((stage) => {
    const completed = isCompleted(stage);
    return {
      status: stage,
      title: ORDER_STATUS_LABELS[stage],
      description: DESCRIPTIONS[stage],
      timestamp: completed ? (reachedAt.get(stage)?.toISOString() ?? null) : null,
      completed,
    };
  });
}
