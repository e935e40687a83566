import { userErrorMessage } from '@ps/shared/api';
import type { AdminOrderRow, OrderStatusChange } from '@ps/shared/console-schemas';

export interface BulkOutcome {
  done: string[];
  failed: { orderNumber: string; message: string }[];
}

/** One change per order, each checked by the server on its own; a refusal does not stop the others. */
export async function changeEach(
  orders: readonly AdminOrderRow[],
  changeFor: (order: AdminOrderRow) => OrderStatusChange,
  send: (id: number, change: OrderStatusChange) => Promise<unknown>,
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: [], failed: [] };
  for (const order of orders) {
    try {
      await send(order.id, changeFor(order));
      outcome.done.push(order.orderNumber);
    } catch (error) {
      const message = userErrorMessage(error, 'Failed to update order status');
      outcome.failed.push({ orderNumber: order.orderNumber, message });
    }
  }
  return outcome;
}
