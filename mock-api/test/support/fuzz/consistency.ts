import { sql } from 'kysely';
import type { Db } from '../../../src/db/tables';

/**
 * Rows that break a rule the shop lives by, each described in words; none is the
 * only good answer. `fuzzVariant` started with `startingStock` units.
 */
export async function consistencyProblems(
  db: Db,
  fuzzVariant: { variantId: number; startingStock: number },
): Promise<string[]> {
  const problems: string[] = [];
  const report = (rule: string, rows: unknown[]) => {
    if (rows.length > 0) problems.push(`${rule}: ${JSON.stringify(rows.slice(0, 5))}`);
  };

  report(
    'stock below zero',
    await db
      .selectFrom('productVariants')
      .select(['id', 'inventoryAvailable', 'inventoryReserved'])
      .where((eb) => eb.or([eb('inventoryAvailable', '<', 0), eb('inventoryReserved', '<', 0)]))
      .execute(),
  );
  report(
    'cart line with a quantity of 0 or less',
    await db.selectFrom('cartItems').select(['id', 'quantity']).where('quantity', '<=', 0).execute(),
  );
  report(
    'order without items',
    await db
      .selectFrom('orders')
      .select(['orders.id', 'orders.orderNumber'])
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('orderItems').select('orderItems.id').whereRef('orderItems.orderId', '=', 'orders.id'))),
      )
      .execute(),
  );
  report(
    'order item whose line total is not unit price × quantity',
    await db
      .selectFrom('orderItems')
      .select(['id', 'unitPriceCents', 'quantity', 'lineTotalCents'])
      .where(sql<boolean>`line_total_cents <> unit_price_cents * quantity`)
      .execute(),
  );
  report(
    'order whose subtotal is not the sum of its items, or whose total is not subtotal + shipping + tax − discount',
    await db
      .selectFrom('orders')
      .select(['orderNumber', 'subtotalCents', 'shippingCents', 'taxCents', 'discountCents', 'totalCents'])
      .where((eb) =>
        eb.or([
          sql<boolean>`subtotal_cents <> (select coalesce(sum(line_total_cents), 0) from order_items where order_id = orders.id)`,
          sql<boolean>`total_cents <> subtotal_cents + shipping_cents + tax_cents - discount_cents`,
        ]),
      )
      .execute(),
  );

  const variant = await db
    .selectFrom('productVariants')
    .select(['inventoryAvailable', 'inventoryReserved'])
    .where('id', '=', fuzzVariant.variantId)
    .executeTakeFirstOrThrow();
  const soldLines = await db
    .selectFrom('orderItems')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), sql<number>`0`).as('units'))
    .where('variantId', '=', fuzzVariant.variantId)
    .executeTakeFirstOrThrow();
  // Units a refund put back on sale are counted as available again, not as sold.
  const restocked = await db
    .selectFrom('orderRefundLines as line')
    .innerJoin('orderRefunds as refund', 'refund.id', 'line.refundId')
    .innerJoin('orderItems as item', 'item.id', 'line.orderItemId')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('line.quantity'), sql<number>`0`).as('units'))
    .where('item.variantId', '=', fuzzVariant.variantId)
    .where('refund.restocked', '=', true)
    .executeTakeFirstOrThrow();
  const sold = Number(soldLines.units) - Number(restocked.units);
  const accounted = variant.inventoryAvailable + variant.inventoryReserved + sold;
  if (accounted !== fuzzVariant.startingStock) {
    problems.push(
      `the fuzz product's units do not add up: ${variant.inventoryAvailable} available + ` +
        `${variant.inventoryReserved} reserved + ${sold} sold ≠ ${fuzzVariant.startingStock} at the start`,
    );
  }
  return problems;
}
