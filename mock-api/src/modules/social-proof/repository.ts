import type { Db } from '../../db/tables';

/** Fans who confirmed their address (double opt-in) since `since` and are still subscribed. */
export async function countConfirmedSubscribersSince(db: Db, since: Date): Promise<number> {
  const { count } = await db
    .selectFrom('newsletterSubscribers')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('confirmedAt', '>', since)
    .where('unsubscribedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function countShippedOrders(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('status', 'in', ['shipped', 'delivered'])
    .executeTakeFirstOrThrow();
  return Number(count);
}
