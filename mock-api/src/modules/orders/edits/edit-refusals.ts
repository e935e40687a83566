import { ORDER_EDIT_MESSAGES, ORDER_STATUS_NAMES, type OrderStatus } from '@ps/shared/schemas';
import { ADMIN_ORDER_MESSAGES } from '@ps/shared/console-schemas';
import type { Db } from '../../../db/tables';
import { AppError } from '../../../http/app-error';
import { shipmentQueries } from '../shipments';
import { mayEditOrder, type OrderEditor } from './editable';

/** How many parcels of the order have left, read inside the edit's transaction. */
export const parcelsSentOf = async (trx: Db, orderId: number) => (await shipmentQueries.list(trx, orderId)).length;

/**
 * Refuses an edit of an order that has moved on: packed (for the customer), partly or wholly shipped,
 * ended, or erased.
 */
export function assertEditable(
  order: { status: OrderStatus; anonymisedAt: Date | null },
  editor: OrderEditor,
  parcelsSent: number,
): void {
  if (order.anonymisedAt !== null || !mayEditOrder(order, editor, parcelsSent)) {
    const message =
      editor === 'customer'
        ? ORDER_EDIT_MESSAGES.customerTooLate
        : parcelsSent > 0
          ? ORDER_EDIT_MESSAGES.partlyShipped
          : ORDER_EDIT_MESSAGES.staffTooLate(ORDER_STATUS_NAMES[order.status].toLowerCase());
    throw new AppError(409, 'ORDER_NOT_EDITABLE', message);
  }
}

/** The console sends the version it showed; a change made meanwhile (an edit, a shipment) wins. */
export function assertVersion(order: { version: number; status: OrderStatus }, expectedVersion: number): void {
  if (order.version === expectedVersion) return;
  const message = `${ADMIN_ORDER_MESSAGES.changedMeanwhile} It is now ${ORDER_STATUS_NAMES[order.status]}.`;
  throw new AppError(409, 'VERSION_CONFLICT', message);
}
