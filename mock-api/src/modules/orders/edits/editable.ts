import type { OrderStatus } from '@ps/shared/schemas';

/** Who is asking to edit an order before it ships. */
export type OrderEditor = 'customer' | 'staff';

/** The customer may change where it goes until the crew starts packing it. */
const CUSTOMER_EDITABLE: readonly OrderStatus[] = ['pending', 'confirmed'];
/** Staff may change the address and the items until anything ships. */
const STAFF_EDITABLE: readonly OrderStatus[] = ['pending', 'confirmed', 'processing'];

/**
 * The one answer to "may this order still be edited": by status, and never once a parcel of it has
 * left (a processing order may be partly shipped, decision 071).
 */
export function mayEditOrder(order: { status: OrderStatus }, editor: OrderEditor, parcelsSent: number): boolean {
  return parcelsSent === 0 && (editor === 'customer' ? CUSTOMER_EDITABLE : STAFF_EDITABLE).includes(order.status);
}
