import { sql } from 'kysely';
import type { Address } from '@ps/shared/schemas';
import type { Db } from '../../../db/tables';

/** The lower-case e-mail a customer key stands for, or undefined when nobody has it. */
export async function emailOfKey(db: Db, key: string): Promise<string | undefined> {
  if (key.startsWith('guest-')) {
    const order = await db
      .selectFrom('orders')
      .select(sql<string>`lower(customer_email)`.as('email'))
      .where('id', '=', Number(key.slice('guest-'.length)))
      .where('anonymisedAt', 'is', null)
      .executeTakeFirst();
    return order?.email;
  }
  const account = await db.selectFrom('customers').select('email').where('id', '=', Number(key)).executeTakeFirst();
  return account?.email;
}

const ofEmail = (email: string) => sql<boolean>`lower(customer_email) = ${email} and anonymised_at is null`;

/** What the detail page shows beside the list's figures, for one e-mail. */
export async function customerRecords(db: Db, email: string) {
  const [orders, addresses, firsts, account, newsletter] = await Promise.all([
    db
      .selectFrom('orders')
      .select(['id', 'orderNumber', 'status', 'paymentStatus', 'totalCents', 'createdAt'])
      .where(ofEmail(email))
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(100)
      .execute(),
    sql<{ address: Address; lastUsedAt: Date }>`
      select address, max(created_at) as last_used_at from (
        select shipping_address as address, created_at from orders where ${ofEmail(email)}
        union all
        select billing_address, created_at from orders where ${ofEmail(email)}
      ) used
      group by address
      order by last_used_at desc
      limit 20`.execute(db),
    db
      .selectFrom('orders')
      .select([
        sql<Date | null>`min(created_at)`.as('firstOrderAt'),
        sql<
          string | null
        >`(array_agg(customer_phone order by created_at desc) filter (where customer_phone is not null))[1]`.as(
          'phone',
        ),
      ])
      .where(ofEmail(email))
      .executeTakeFirstOrThrow(),
    db.selectFrom('customers').select('createdAt').where('email', '=', email).executeTakeFirst(),
    db
      .selectFrom('newsletterSubscribers')
      .select('subscribedAt')
      .where(sql<string>`lower(email)`, '=', email)
      .where('unsubscribedAt', 'is', null)
      .where('confirmedAt', 'is not', null)
      .executeTakeFirst(),
  ]);
  return {
    orders,
    addresses: addresses.rows,
    firstOrderAt: firsts.firstOrderAt,
    phone: firsts.phone,
    accountCreatedAt: account?.createdAt ?? null,
    newsletterSince: newsletter?.subscribedAt ?? null,
  };
}
