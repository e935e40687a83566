import { ORDER_EDIT_MESSAGES, type ApiErrorCode } from '@ps/shared/schemas';
import type { Db } from '../../../db/tables';
import { AppError } from '../../../http/app-error';
import { notifyWhenBack } from '../../back-in-stock';
import { assertOrderWithinPurchaseLimits } from '../../cart';
import { orderQueries, type OrderRecord } from '../repository';
import { orderEditQueries, type EditableVariant } from './edit-repository';
import { assertEditable, parcelsSentOf } from './edit-refusals';
import { describeLines, planLines, stockMoves, type LineChange, type PlannedLine } from './line-plan';
import type { EditAuthor, OrderEditDependencies } from './order-edit-dependencies';
import { recordEdit } from './record-edit';
import { repriceOrder } from './reprice-order';
import { settleDifference } from './settle-difference';

const conflict = (code: ApiErrorCode, message: string) => new AppError(409, code, message);

function assertWithinLimits(lines: readonly PlannedLine[], variants: ReadonlyMap<number, EditableVariant>) {
  const limited = lines.flatMap(({ item, variant, quantity }) => {
    const known = variant ?? (item.variantId === null ? undefined : variants.get(item.variantId));
    if (!known || quantity === 0) return [];
    const product = { id: known.productId, name: known.productName, maxPerOrder: known.maxPerOrder };
    return [{ id: item.id, quantity, product }];
  });
  assertOrderWithinPurchaseLimits(limited);
}

/** Takes or gives back each variant's units, in variant id order; never below zero (409 OUT_OF_STOCK). */
async function moveStock(
  trx: Db,
  lines: readonly PlannedLine[],
  variants: ReadonlyMap<number, EditableVariant>,
  siteUrl: string,
) {
  for (const [variantId, units] of stockMoves(lines)) {
    const variant = variants.get(variantId)!;
    if (units < 0) {
      const after = await orderEditQueries.returnStock(trx, variantId, -units);
      await notifyWhenBack(trx, { variantId, before: after + units, after }, siteUrl);
    } else if (!(await orderEditQueries.takeStock(trx, variantId, units))) {
      const left = variant.inventoryAvailable;
      const message = `Only ${left} more of ${variant.productName} (${variant.name}) ${left === 1 ? 'is' : 'are'} in stock.`;
      throw conflict('OUT_OF_STOCK', message);
    }
  }
}

async function saveLines(trx: Db, lines: readonly PlannedLine[]) {
  for (const { item, variant, quantity, unitPriceCents, changed } of lines) {
    if (!changed || !variant) continue;
    if (quantity === 0) await orderEditQueries.deleteItem(trx, item.id);
    else {
      const line = { variantId: variant.id, variantName: variant.name, sku: variant.sku, quantity, unitPriceCents };
      await orderEditQueries.updateItem(trx, item.id, line);
    }
  }
}

/**
 * Swaps variants, changes quantities and removes lines of the (locked) order, all or nothing:
 * checks the lines and the product limits, moves the stock, prices the order again at its own
 * prices, settles the difference through the provider and records the edit.
 */
export async function editOrderLines(
  trx: Db,
  deps: OrderEditDependencies,
  order: OrderRecord,
  changes: { lines: readonly LineChange[]; notes?: string },
  author: EditAuthor,
): Promise<void> {
  assertEditable(order, 'staff', await parcelsSentOf(trx, order.id));
  if (order.refundedCents > 0) throw conflict('ORDER_REFUNDED', ORDER_EDIT_MESSAGES.refundedLines);
  const items = await orderQueries.listItems(trx, order.id);
  const touched = changes.lines.flatMap((line) => {
    const item = items.find((each) => each.id === line.itemId);
    return item?.variantId ? [line.variantId, item.variantId] : [line.variantId];
  });
  const locked = await orderEditQueries.lockVariants(trx, [...new Set(touched)]);
  const variants = new Map(locked.map((variant) => [variant.id, variant]));
  const lines = planLines(items, changes.lines, variants);
  if (!lines.some((line) => line.changed)) throw conflict('NOTHING_CHANGED', ORDER_EDIT_MESSAGES.nothingChanged);
  if (lines.every((line) => line.quantity === 0)) throw conflict('LAST_LINE', ORDER_EDIT_MESSAGES.lastLine);
  assertWithinLimits(lines, variants);
  await moveStock(trx, lines, variants, deps.siteUrl);
  await saveLines(trx, lines);

  const kept = lines.filter((line) => line.quantity > 0);
  const productIds = kept.flatMap(({ item }) => (item.productId === null ? [] : [item.productId]));
  const categories = await orderEditQueries.categoriesOf(trx, productIds);
  const priced = kept.map(({ item, quantity, unitPriceCents }) => ({
    productId: item.productId ?? 0,
    categoryId: (item.productId && categories.get(item.productId)) || 0,
    quantity,
    unitPriceCents,
  }));
  const quote = await repriceOrder(trx, deps.pricing, order, priced, order.shippingAddress);
  const settlement = await settleDifference(trx, deps.payments, order, quote.totalCents, author);
  const summary = describeLines(lines);
  const changed = lines.filter((line) => line.changed);
  await recordEdit(
    trx,
    deps,
    order,
    quote,
    settlement,
    {
      kind: 'lines',
      summary,
      auditAction: 'order.lines_changed',
      changes: {
        lines: changed.map(({ item, variant, quantity }) => ({
          itemId: item.id,
          from: { variantId: item.variantId, quantity: item.quantity },
          to: { variantId: variant?.id ?? null, quantity },
        })),
        notes: changes.notes ?? null,
      },
    },
    author,
  );
}
