import { sql, type SelectQueryBuilder } from 'kysely';
import type { AdminInventoryQuery, InventorySort, InventoryStatus } from '@ps/shared/console-schemas';
import type { Db, Tables } from '../../db/tables';

export type InventoryFilter = Pick<AdminInventoryQuery, 'status' | 'q'> & { sort: InventorySort };

/** A variant's price now, in cents: the product's current price plus the adjustment, never below zero. */
const priceCents = sql<number>`greatest(0, coalesce(p.sale_price_cents, p.base_price_cents) + v.price_adjustment_cents)`;

/** A variant without its own threshold follows the shop's default from settings. */
export const thresholdOf = sql<number>`coalesce(v.low_stock_threshold, (select s.low_stock_threshold from settings s))`;

const statusOf = sql<InventoryStatus>`case
  when v.inventory_available = 0 then 'out_of_stock'
  when v.inventory_available <= ${thresholdOf} then 'low_stock'
  else 'in_stock' end`;

const totalSold = sql<number>`coalesce((
  select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id
  where oi.variant_id = v.id and o.status <> 'cancelled'), 0)::integer`;

/** Fans whose confirmed back-in-stock request waits for this variant (never shown to fans). */
const waiting = sql<number>`(
  select count(*) from back_in_stock_requests r
  where r.variant_id = v.id and r.confirmed_at is not null
    and r.notified_at is null and r.unsubscribed_at is null)::integer`;

type Joined = SelectQueryBuilder<Tables & { v: Tables['productVariants']; p: Tables['products'] }, 'v' | 'p', object>;

function filtered(db: Db, filter: Pick<InventoryFilter, 'status' | 'q'>): Joined {
  let query = db.selectFrom('productVariants as v').innerJoin('products as p', 'p.id', 'v.productId') as Joined;
  if (filter.status) query = query.where(statusOf, '=', filter.status);
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where((eb) =>
      eb.or([eb('p.name', 'ilike', pattern), eb('v.name', 'ilike', pattern), eb('v.sku', 'ilike', pattern)]),
    );
  }
  return query;
}

const ORDERINGS: Record<InventorySort, (query: Joined) => Joined> = {
  product: (query) => query.orderBy('p.name').orderBy('v.displayOrder').orderBy('v.id'),
  available_asc: (query) => query.orderBy('v.inventoryAvailable', 'asc').orderBy('v.id'),
  available_desc: (query) => query.orderBy('v.inventoryAvailable', 'desc').orderBy('v.id'),
  sold_desc: (query) => query.orderBy(totalSold, 'desc').orderBy('v.id'),
  restocked_desc: (query) => query.orderBy(sql`v.last_restocked_at desc nulls last`).orderBy('v.id'),
};

export function selectInventoryRows(db: Db, filter: InventoryFilter) {
  return ORDERINGS[filter.sort](filtered(db, filter)).select([
    'v.id',
    'p.id as productId',
    'p.name as productName',
    'v.name as variantName',
    'v.sku',
    priceCents.as('priceCents'),
    'v.inventoryAvailable as available',
    'v.inventoryReserved as reserved',
    thresholdOf.as('lowStockThreshold'),
    totalSold.as('totalSold'),
    waiting.as('waiting'),
    'v.lastRestockedAt',
    statusOf.as('status'),
  ]);
}

export type InventoryRow = Awaited<ReturnType<ReturnType<typeof selectInventoryRows>['execute']>>[number];

export async function countInventory(db: Db, filter: InventoryFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The figures over every variant, whatever the list shows. */
export async function inventorySummary(db: Db) {
  const row = await filtered(db, {})
    .select([
      sql<string>`count(*)`.as('variants'),
      sql<string>`count(*) filter (where ${statusOf} = 'in_stock')`.as('inStock'),
      sql<string>`count(*) filter (where ${statusOf} = 'low_stock')`.as('lowStock'),
      sql<string>`count(*) filter (where ${statusOf} = 'out_of_stock')`.as('outOfStock'),
      sql<string>`coalesce(sum(v.inventory_available::bigint * ${priceCents}), 0)`.as('valueCents'),
    ])
    .executeTakeFirstOrThrow();
  return {
    variants: Number(row.variants),
    inStock: Number(row.inStock),
    lowStock: Number(row.lowStock),
    outOfStock: Number(row.outOfStock),
    valueCents: Number(row.valueCents),
  };
}
