import type { AdminOrderDetail } from '@ps/shared/console-schemas';

/** The units typed for each line (item id → text), as the lines of a parcel: whole numbers above zero only. */
export function parcelLines(units: Readonly<Record<number, string>>) {
  return Object.entries(units)
    .map(([itemId, typed]) => ({ itemId: Number(itemId), quantity: Number(typed || 0) }))
    .filter((line) => Number.isInteger(line.quantity) && line.quantity > 0);
}

/** Every unit still to ship, typed in: the usual parcel is "the rest". */
export function everythingLeft(order: Pick<AdminOrderDetail, 'toShip'>): Record<number, string> {
  return Object.fromEntries(order.toShip.map((line) => [line.itemId, String(line.quantity)]));
}

/** "Panic Tee (M)" */
export function itemName(order: Pick<AdminOrderDetail, 'items'>, itemId: number): string {
  const item = order.items.find((each) => each.id === itemId);
  return item ? `${item.productName} (${item.variantName})` : 'item';
}

/** "2 × Panic Tee (M)" */
export const lineLabel = (order: Pick<AdminOrderDetail, 'items'>, line: { itemId: number; quantity: number }) =>
  `${line.quantity} × ${itemName(order, line.itemId)}`;
