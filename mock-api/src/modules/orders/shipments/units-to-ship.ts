import type { ShipmentLine } from '@ps/shared/schemas';

interface OrderedLine {
  id: number;
  quantity: number;
}

/**
 * Each line's units in no parcel yet: ordered, less refunded, less shipped. A unit refunded after
 * it shipped (a return) is counted in both, so a line never owes less than nothing.
 */
export function unitsToShip(
  items: readonly OrderedLine[],
  refundedByItem: ReadonlyMap<number, number>,
  shippedByItem: ReadonlyMap<number, number>,
): ShipmentLine[] {
  return items
    .map((item) => ({
      itemId: item.id,
      quantity: Math.max(0, item.quantity - (refundedByItem.get(item.id) ?? 0) - (shippedByItem.get(item.id) ?? 0)),
    }))
    .filter((line) => line.quantity > 0);
}
