import { sql, type SelectQueryBuilder } from 'kysely';
import type { AdminOrderSort } from '@ps/shared/console-schemas';
import type { OrderStatus, PaymentStatus } from '@ps/shared/schemas';
import type { Db, Tables } from '../../../db/tables';

export interface AdminOrderFilter {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  q?: string;
  sort: AdminOrderSort;
}

type OrdersQuery = SelectQueryBuilder<Tables & { o: Tables['orders'] }, 'o', object>;

/** LIKE treats % and _ as wildcards; staff typing them mean the characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function filtered(db: Db, filter: AdminOrderFilter): OrdersQuery {
  let query: OrdersQuery = db.selectFrom('orders as o');
  if (filter.status) query = query.where('o.status', '=', filter.status);
  if (filter.paymentStatus) query = query.where('o.paymentStatus', '=', filter.paymentStatus);
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('o.orderNumber', 'ilike', pattern),
        eb('o.customerEmail', 'ilike', pattern),
        eb(sql<string>`o.customer_first_name || ' ' || o.customer_last_name`, 'ilike', pattern),
      ]),
    );
  }
  return query;
}

const SORT_KEY = {
  newest: 'createdAt',
  oldest: 'createdAt',
  total_desc: 'totalCents',
  total_asc: 'totalCents',
} as const;
const isDescending = (sort: AdminOrderSort) => sort === 'newest' || sort === 'total_desc';

function rows(query: OrdersQuery, sort: AdminOrderSort) {
  const direction = isDescending(sort) ? 'desc' : 'asc';
  return query
    .select([
      'o.id',
      'o.orderNumber',
      'o.customerFirstName',
      'o.customerLastName',
      'o.customerEmail',
      'o.customerPhone',
      'o.status',
      'o.paymentStatus',
      'o.totalCents',
      'o.subtotalCents',
      'o.shippingCents',
      'o.taxCents',
      'o.shippingAddress',
      'o.shippingMethod',
      'o.discountCents',
      'o.promoCode',
      'o.refundedCents',
      'o.carrier',
      'o.trackingNumber',
      'o.createdAt',
      'o.version',
      (eb) =>
        eb
          .selectFrom('orderItems as i')
          .select(sql<number>`coalesce(sum(i.quantity), 0)::int`.as('itemCount'))
          .whereRef('i.orderId', '=', 'o.id')
          .as('itemCount'),
    ])
    .orderBy(`o.${SORT_KEY[sort]}`, direction)
    .orderBy('o.id', direction);
}

export type AdminOrderListRow = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];

/** One page of the console's list and how many orders match in all. */
export async function listAdminOrders(db: Db, filter: AdminOrderFilter, page: { limit: number; offset: number }) {
  const query = filtered(db, filter);
  const [{ total }, list] = await Promise.all([
    query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    rows(query, filter.sort).limit(page.limit).offset(page.offset).execute(),
  ]);
  return { total, rows: list };
}

/**
 * The rows after `after` in the filter's order, `limit` at a time: the export walks the
 * whole list by keyset, so a big shop never loads every order at once.
 */
export function nextAdminOrders(db: Db, filter: AdminOrderFilter, after: AdminOrderListRow | undefined, limit: number) {
  let query = filtered(db, filter);
  if (after) {
    const key = SORT_KEY[filter.sort];
    const value = key === 'createdAt' ? after.createdAt : after.totalCents;
    query = query.where((eb) =>
      eb(eb.refTuple(`o.${key}`, 'o.id'), isDescending(filter.sort) ? '<' : '>', eb.tuple(value, after.id)),
    );
  }
  return rows(query, filter.sort).limit(limit).execute();
}

const kept = sql<boolean>`payment_status in ('paid', 'partially_refunded')`;

/** The figures of the orders the filter matches, from one aggregate. */
export async function adminOrdersSummary(db: Db, filter: AdminOrderFilter) {
  const row = await filtered(db, filter)
    .select([
      sql<number>`count(*)::int`.as('total'),
      // A partly refunded order still counts, for what was kept.
      sql<string>`coalesce(sum(total_cents - refunded_cents) filter (where ${kept}), 0)::bigint`.as('revenueCents'),
      sql<number>`count(*) filter (where ${kept})::int`.as('paidOrders'),
      sql<number>`count(*) filter (where status = 'pending')::int`.as('pending'),
      sql<number>`count(*) filter (where status = 'processing')::int`.as('processing'),
    ])
    .executeTakeFirstOrThrow();
  return { ...row, revenueCents: Number(row.revenueCents) };
}

/** The lines of these orders, each with how many of its units were refunded. */
export function adminOrderLines(db: Db, orderIds: readonly number[]) {
  return db
    .selectFrom('orderItems as i')
    .select([
      'i.id',
      'i.orderId',
      'i.sku',
      'i.productName',
      'i.variantName',
      'i.quantity',
      'i.unitPriceCents',
      'i.lineTotalCents',
      (eb) =>
        eb
          .selectFrom('orderRefundLines as r')
          .select(sql<number>`coalesce(sum(r.quantity), 0)::int`.as('refunded'))
          .whereRef('r.orderItemId', '=', 'i.id')
          .as('refundedQuantity'),
    ])
    .where('i.orderId', 'in', orderIds)
    .orderBy('i.id')
    .execute();
}
