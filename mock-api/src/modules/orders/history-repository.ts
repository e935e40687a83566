import { sql } from 'kysely';
import type { OrderStatus } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';

export interface HistoryQuery {
  limit: number;
  offset: number;
  status?: OrderStatus;
  search?: string;
}

/** LIKE treats % and _ as wildcards; a shopper typing them means the characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Whose orders: one browser's (its x-session-id) or one account's. */
export type OrderOwner = { ownerSessionId: string } | { customerId: number };

/** The owner's orders, newest first, with how many there are in all for the pager. */
export async function listOrdersOf(db: Db, owner: OrderOwner, query: HistoryQuery) {
  let filtered =
    'customerId' in owner
      ? db.selectFrom('orders as o').where('o.customerId', '=', owner.customerId)
      : db.selectFrom('orders as o').where('o.ownerSessionId', '=', owner.ownerSessionId);
  if (query.status) filtered = filtered.where('o.status', '=', query.status);
  if (query.search) filtered = filtered.where('o.orderNumber', 'like', `%${escapeLike(query.search.toUpperCase())}%`);

  const [{ total }, rows] = await Promise.all([
    filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    filtered
      .select([
        'o.id',
        'o.orderNumber',
        'o.status',
        'o.createdAt',
        'o.totalCents',
        sql<string>`o.estimated_delivery::text`.as('estimatedDelivery'),
        (eb) =>
          eb
            .selectFrom('orderItems as i')
            .select(sql<number>`coalesce(sum(i.quantity), 0)::int`.as('itemCount'))
            .whereRef('i.orderId', '=', 'o.id')
            .as('itemCount'),
      ])
      .orderBy('o.createdAt', 'desc')
      .orderBy('o.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
  ]);
  return { total, rows };
}
