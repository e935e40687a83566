import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus, type OrderTimelineEntry } from '@ps/shared/schemas';

const DESCRIPTIONS: Record<OrderStatus, string> = {
  pending: 'We have your order and are waiting for the payment to clear.',
  confirmed: 'Your payment went through. Your order is in the queue.',
  processing: 'The crew is packing your order.',
  shipped: 'Your order is on its way to you.',
  delivered: 'Your order has arrived. Enjoy!',
  cancelled: 'This order was cancelled. Any payment taken was refunded.',
  refunded: 'This order was refunded.',
};

/** Where an order can end early: cancelled before it ships, refunded once paid. */
const ENDINGS: readonly OrderStatus[] = ['cancelled', 'refunded'];

/** The path an order normally takes. */
const PROGRESS: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => !ENDINGS.includes(status));

export interface OrderEvent {
  status: OrderStatus;
  createdAt: Date;
}

/**
 * Every stage in order, each completed when the order has got that far. A live order
 * completes the stages up to its status and never an ending (cancelled, refunded); an
 * ended one completes the stages it reached before, then its ending. Timestamps are
 * when a stage was first reached, and null for stages not completed.
 */
export function buildTimeline(status: OrderStatus, events: readonly OrderEvent[]): OrderTimelineEntry[] {
  const reachedAt = new Map<OrderStatus, Date>();
  for (const event of events) if (!reachedAt.has(event.status)) reachedAt.set(event.status, event.createdAt);
  const current = PROGRESS.indexOf(status);
  const ended = ENDINGS.includes(status);
  const isCompleted = (stage: OrderStatus) => {
    if (ENDINGS.includes(stage)) return stage === status;
    return ended ? reachedAt.has(stage) : PROGRESS.indexOf(stage) <= current;
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
