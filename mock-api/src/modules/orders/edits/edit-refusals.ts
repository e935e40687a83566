import { ORDER_EDIT_MESSAGES, ORDER_STATUS_NAMES, type OrderStatus } from '@ps/shared/schemas';
import { ADMIN_ORDER_MESSAGES } from '@ps/shared/console-schemas';
import { AppError } from '../../../http/app-error';
import { mayEditOrder, type OrderEditor } from './editable';

/** Refuses an edit of an order that has moved on: packed (for the customer), shipped, ended, or erased. */
export function assertEditable(order: { status: OrderStatus; anonymisedAt: Date | null }, editor: OrderEditor): void {
  if (order.anonymisedAt !== null || !mayEditOrder(order, editor)) {
    const message =
      editor === 'customer'
        ? ORDER_EDIT_MESSAGES.customerTooLate
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
