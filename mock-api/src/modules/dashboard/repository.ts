import { sql } from 'kysely';
import type { Db } from '../../db/tables';
import type { DashboardRange } from './dashboard-range';

/* Every figure is aggregated by the database: only totals, one row per day and short lists come back. */

const RECENT_ORDERS = 5;
const TOP_PRODUCTS = 5;
const LOW_STOCK_SHOWN = 8;

const placedIn = ({ from, until }: DashboardRange) => sql<boolean>`o.created_at >= ${from} and o.created_at < ${until}`;
// A partly refunded order still counts, for what was kept.
const paid = sql<boolean>`o.payment_status in ('paid', 'partially_refunded')`;
/** Paid revenue in cents; a bigint sum, which a driver may answer as text. */
const paidRevenueCents = sql<
  string | number
>`coalesce(sum(o.total_cents - o.refunded_cents) filter (where ${paid}), 0)::bigint`;

export async function dashboardOrderFigures(db: Db, range: DashboardRange) {
  const { rows } = await sql<{ orders: number; paidOrders: number; revenueCents: string | number }>`
    select count(*)::int as orders, (count(*) filter (where ${paid}))::int as paid_orders,
      ${paidRevenueCents} as revenue_cents
    from orders o where ${placedIn(range)}`.execute(db);
  return rows[0]!;
}

/** E-mails (any case) whose first order ever falls in the range. */
export async function newCustomerCount(db: Db, { from, until }: DashboardRange): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from (
      select min(created_at) as first_order from orders group by lower(customer_email)
    ) firsts where first_order >= ${from} and first_order < ${until}`.execute(db);
  return rows[0]?.count ?? 0;
}

export async function sessionCount(db: Db, { from, until }: DashboardRange): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(distinct session_id)::int as count from analytics_events
    where occurred_at >= ${from} and occurred_at < ${until}`.execute(db);
  return rows[0]?.count ?? 0;
}

export async function dailySales(db: Db, range: DashboardRange) {
  const { rows } = await sql<{ date: string; orders: number; revenueCents: string | number }>`
    with days as (
      select ${range.firstDay}::date + n as day from generate_series(0, ${range.days - 1}::int) as n
    ), sales as (
      select (o.created_at at time zone 'UTC')::date as day, count(*)::int as orders,
        ${paidRevenueCents} as revenue_cents
      from orders o where ${placedIn(range)} group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(sales.orders, 0) as orders,
      coalesce(sales.revenue_cents, 0) as revenue_cents
    from days left join sales using (day) order by days.day`.execute(db);
  return rows;
}

/** Lines of a product deleted since keep its name, so they group by that name instead. */
export async function topSellingProducts(db: Db, range: DashboardRange) {
  const { rows } = await sql<{
    productId: number | null;
    name: string;
    units: number;
    revenueCents: string | number;
  }>`
    select i.product_id, max(i.product_name) as name, sum(i.quantity)::int as units,
      coalesce(sum(i.line_total_cents), 0)::bigint as revenue_cents
    from order_items i join orders o on o.id = i.order_id
    where ${paid} and ${placedIn(range)}
    group by i.product_id, case when i.product_id is null then i.product_name end
    order by units desc, revenue_cents desc, name limit ${TOP_PRODUCTS}`.execute(db);
  return rows;
}

export function latestOrders(db: Db) {
  return db
    .selectFrom('orders')
    .select([
      'id',
      'orderNumber',
      'customerFirstName',
      'customerLastName',
      'customerEmail',
      'status',
      'paymentStatus',
      'totalCents',
      'createdAt',
    ])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(RECENT_ORDERS)
    .execute();
}

export async function pendingFanPhotoCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('fanPhotos')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Variants of products on sale at or below their own threshold, else the shop's; `total` counts them all. */
export async function lowStockVariants(db: Db) {
  const { rows } = await sql<{
    variantId: number;
    productId: number;
    productName: string;
    variantName: string;
    sku: string;
    available: number;
    threshold: number;
    total: number;
  }>`
    select v.id as variant_id, p.id as product_id, p.name as product_name, v.name as variant_name, v.sku,
      v.inventory_available as available, coalesce(v.low_stock_threshold, s.low_stock_threshold) as threshold,
      (count(*) over ())::int as total
    from product_variants v join products p on p.id = v.product_id cross join settings s
    where p.active and v.inventory_available <= coalesce(v.low_stock_threshold, s.low_stock_threshold)
    order by v.inventory_available, p.name, v.id limit ${LOW_STOCK_SHOWN}`.execute(db);
  return rows;
}
