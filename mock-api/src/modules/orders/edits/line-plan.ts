import type { Selectable } from 'kysely';
import { ORDER_EDIT_MESSAGES } from '@ps/shared/schemas';
import type { OrderItemsTable } from '../../../db/order-tables';
import { AppError } from '../../../http/app-error';
import type { EditableVariant } from './edit-repository';

type OrderItem = Selectable<OrderItemsTable>;

export interface LineChange {
  itemId: number;
  variantId: number;
  quantity: number;
}

/** One line as the edit leaves it; `variant` is set for the lines the edit changes. */
export interface PlannedLine {
  item: OrderItem;
  variant: EditableVariant | null;
  quantity: number;
  unitPriceCents: number;
  changed: boolean;
}

const invalid = (fields: Record<string, string>) =>
  AppError.validation(Object.values(fields)[0] ?? ORDER_EDIT_MESSAGES.unknownItem, fields);

/**
 * The order's lines after the changes, checked against the order and the catalog: a line of
 * this order, a variant that exists and belongs to the line's product. A swapped line keeps
 * the product's price from the order and takes the new variant's own adjustment.
 */
export function planLines(
  items: readonly OrderItem[],
  changes: readonly LineChange[],
  variants: ReadonlyMap<number, EditableVariant>,
): PlannedLine[] {
  const fields: Record<string, string> = {};
  changes.forEach((change, index) => {
    const item = items.find((each) => each.id === change.itemId);
    const variant = variants.get(change.variantId);
    if (!item) fields[`lines.${index}.itemId`] = ORDER_EDIT_MESSAGES.unknownItem;
    else if (!variant || item.variantId === null)
      fields[`lines.${index}.variantId`] = ORDER_EDIT_MESSAGES.unknownVariant;
    else if (variant.productId !== item.productId)
      fields[`lines.${index}.variantId`] = ORDER_EDIT_MESSAGES.otherProduct;
  });
  if (Object.keys(fields).length > 0) throw invalid(fields);

  return items.map((item) => {
    const change = changes.find((each) => each.itemId === item.id);
    const current = item.variantId === null ? null : (variants.get(item.variantId) ?? null);
    if (!change)
      return { item, variant: current, quantity: item.quantity, unitPriceCents: item.unitPriceCents, changed: false };
    const variant = variants.get(change.variantId)!;
    const swapped = variant.id !== item.variantId;
    const unitPriceCents = swapped
      ? Math.max(0, item.unitPriceCents - (current?.priceAdjustmentCents ?? 0) + variant.priceAdjustmentCents)
      : item.unitPriceCents;
    const changed = swapped || change.quantity !== item.quantity;
    return { item, variant, quantity: change.quantity, unitPriceCents, changed };
  });
}

/** Units each variant gains (positive: taken from stock) or gives back (negative), variant ids ascending. */
export function stockMoves(lines: readonly PlannedLine[]): [number, number][] {
  const moves = new Map<number, number>();
  for (const line of lines.filter((each) => each.changed)) {
    if (line.item.variantId !== null)
      moves.set(line.item.variantId, (moves.get(line.item.variantId) ?? 0) - line.item.quantity);
    if (line.variant) moves.set(line.variant.id, (moves.get(line.variant.id) ?? 0) + line.quantity);
  }
  return [...moves].filter(([, units]) => units !== 0).sort(([a], [b]) => a - b);
}

/** The change of each line in the customer's words: "Tee: M → L", "Cap: 1 → 2", "Pin removed". */
export function describeLines(lines: readonly PlannedLine[]): string {
  const words = lines
    .filter((line) => line.changed)
    .map(({ item, variant, quantity }) => {
      if (quantity === 0) return `${item.productName} (${item.variantName}) removed`;
      const parts: string[] = [];
      if (variant && variant.id !== item.variantId) parts.push(`${item.variantName} → ${variant.name}`);
      if (quantity !== item.quantity) parts.push(`quantity ${item.quantity} → ${quantity}`);
      return `${item.productName}: ${parts.join(', ')}`;
    });
  return `${words.join('; ')}.`;
}
