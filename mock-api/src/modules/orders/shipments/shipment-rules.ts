import { ORDER_STATUS_NAMES, type OrderStatus, type ShipmentLine } from '@ps/shared/schemas';
import { ORDER_SHIPMENT_MESSAGES } from '@ps/shared/console-schemas';
import type { Selectable } from 'kysely';
import type { OrderItemsTable } from '../../../db/order-tables';
import { AppError } from '../../../http/app-error';

type Item = Pick<Selectable<OrderItemsTable>, 'id' | 'productName' | 'variantName'>;

/**
 * Parcels leave a processing order; a shipped or delivered one may still owe units (an exchange).
 * Parcels arrive, and have their tracking corrected, in the same statuses.
 */
const SHIPS_FROM: readonly OrderStatus[] = ['processing', 'shipped', 'delivered'];

/** 409 unless parcels may leave an order in this status. */
export function assertMayShip(status: OrderStatus): void {
  if (SHIPS_FROM.includes(status)) return;
  const name = ORDER_STATUS_NAMES[status];
  const message =
    status === 'pending' || status === 'confirmed'
      ? `A ${name} order ships once it is Processing: move it to Processing first.`
      : `A ${name} order cannot ship.`;
  throw new AppError(409, 'INVALID_TRANSITION', message);
}

/** 409 unless an order in this status may still have its parcels delivered or corrected. */
export function assertParcelsMayChange(status: OrderStatus): void {
  if (SHIPS_FROM.includes(status)) return;
  const message = `A ${ORDER_STATUS_NAMES[status]} order cannot change any more.`;
  throw new AppError(409, 'INVALID_TRANSITION', message);
}

function tooMany(item: Item, left: number, asked: number, refunded: number): string {
  const name = `${item.productName} (${item.variantName})`;
  if (left > 0) return `Only ${left} of ${name} ${left === 1 ? 'is' : 'are'} left to ship, not ${asked}.`;
  return refunded > 0 && left === 0
    ? `Nothing of ${name} is left to ship: what was not shipped was refunded.`
    : `Everything of ${name} has shipped already.`;
}

/**
 * Refuses a parcel naming a line the order does not have (400) or more units of a line than are
 * left to ship (409, naming how many are), so no unit ships twice and no refunded unit ships.
 */
export function assertUnitsLeft(
  lines: readonly ShipmentLine[],
  items: readonly Item[],
  toShip: readonly ShipmentLine[],
  refundedByItem: ReadonlyMap<number, number>,
): void {
  const unknown: Record<string, string> = {};
  const over: Record<string, string> = {};
  lines.forEach((line, index) => {
    const item = items.find((each) => each.id === line.itemId);
    if (!item) {
      unknown[`lines.${index}.itemId`] = ORDER_SHIPMENT_MESSAGES.unknownItem;
      return;
    }
    const left = toShip.find((each) => each.itemId === line.itemId)?.quantity ?? 0;
    if (line.quantity > left) {
      over[`lines.${index}.quantity`] = tooMany(item, left, line.quantity, refundedByItem.get(item.id) ?? 0);
    }
  });
  if (Object.keys(unknown).length > 0) throw AppError.validation(ORDER_SHIPMENT_MESSAGES.unknownItem, unknown);
  const first = Object.values(over)[0];
  if (first) throw new AppError(409, 'CONFLICT', first, { fields: over });
}
