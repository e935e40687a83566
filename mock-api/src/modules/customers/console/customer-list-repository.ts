import { sql, type RawBuilder } from 'kysely';
import type { AdminCustomerFilter, AdminCustomerSort, NewsletterState } from '@ps/shared/console-schemas';
import type { Db } from '../../../db/tables';

export interface CustomerListFilter extends AdminCustomerFilter {
  /** Only these customers (the console's bulk selection). */
  keys?: string[];
}

/** One customer as the database groups them: every e-mail with an account or an order, ignoring case. */
export interface CustomerListRow {
  key: string;
  email: string;
  accountId: number | null;
  name: string;
  orderCount: number;
  /** bigint: text from one driver, a number from the other. */
  lifetimeCents: string | number;
  lastOrderAt: Date | null;
  newsletter: NewsletterState;
  /** The row's place in its sort, for the export's next batch. */
  sortValue: string | number;
}

/*
 * Orders of an e-mail (erased ones left out) folded into figures, joined to the account and
 * the newsletter row of that e-mail; the buyer's name is their latest order's.
 */
const CUSTOMERS = sql`
  with figures as (
    select lower(customer_email) as email,
           count(*)::int as order_count,
           coalesce(sum(total_cents) filter (where payment_status = 'paid'), 0)::bigint as lifetime_cents,
           max(created_at) as last_order_at,
           min(id) as first_order_id,
           (array_agg(customer_first_name || ' ' || customer_last_name order by created_at desc, id desc))[1] as latest_name
    from orders
    where anonymised_at is null
    group by lower(customer_email)
  ),
  people as (select email from figures union select email from customers)
  select p.email,
         coalesce(c.id::text, 'guest-' || f.first_order_id) as key,
         c.id as account_id,
         coalesce(nullif(trim(c.first_name || ' ' || c.last_name), ''), f.latest_name, '') as name,
         coalesce(f.order_count, 0) as order_count,
         coalesce(f.lifetime_cents, 0) as lifetime_cents,
         f.last_order_at,
         case when n.confirmed_at is null then 'never' when n.unsubscribed_at is null then 'subscribed' else 'unsubscribed' end
           as newsletter
  from people p
  left join customers c on c.email = p.email
  left join figures f on f.email = p.email
  left join newsletter_subscribers n on lower(n.email) = p.email`;

interface SortOrder {
  value: RawBuilder<unknown>;
  /** What the value is compared as when the export asks for the rows after one. */
  type: 'bigint' | 'text';
  descending: boolean;
}

/** Each sort breaks ties by e-mail, which is unique, so pages and batches never overlap. */
const SORTS: Record<AdminCustomerSort, SortOrder> = {
  // Microseconds since 1970: exact, where a JavaScript Date would round to milliseconds.
  last_order: {
    value: sql`(extract(epoch from coalesce(v.last_order_at, 'epoch'::timestamptz)) * 1000000)::bigint`,
    type: 'bigint',
    descending: true,
  },
  lifetime_value: { value: sql`v.lifetime_cents`, type: 'bigint', descending: true },
  orders: { value: sql`v.order_count::bigint`, type: 'bigint', descending: true },
  name: { value: sql`lower(v.name)`, type: 'text', descending: false },
  email: { value: sql`v.email`, type: 'text', descending: false },
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function conditions(filter: CustomerListFilter): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [];
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    where.push(sql`(v.email ilike ${pattern} or v.name ilike ${pattern})`);
  }
  if (filter.kind === 'account') where.push(sql`v.account_id is not null`);
  if (filter.kind === 'guest') where.push(sql`v.account_id is null`);
  if (filter.newsletter === 'subscribed') where.push(sql`v.newsletter = 'subscribed'`);
  if (filter.newsletter === 'not_subscribed') where.push(sql`v.newsletter <> 'subscribed'`);
  if (filter.keys) where.push(filter.keys.length > 0 ? sql`v.key in (${sql.join(filter.keys)})` : sql`false`);
  return where;
}

const whereClause = (where: RawBuilder<unknown>[]) =>
  where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``;

function page(filter: CustomerListFilter, where: RawBuilder<unknown>[], limit: number, offset: number) {
  const sort = SORTS[filter.sort];
  const direction = sort.descending ? sql`desc` : sql`asc`;
  return sql<CustomerListRow>`
    select v.*, ${sort.value} as sort_value from (${CUSTOMERS}) v
    ${whereClause(where)}
    order by ${sort.value} ${direction}, v.email ${direction}
    limit ${limit} offset ${offset}`;
}

/** One page of customers and how many match in all, counted by the database. */
export async function listCustomers(db: Db, filter: CustomerListFilter, limit: number, offset: number) {
  const where = conditions(filter);
  const [counted, rows] = await Promise.all([
    sql<{ total: number }>`select count(*)::int as total from (${CUSTOMERS}) v ${whereClause(where)}`.execute(db),
    page(filter, where, limit, offset).execute(db),
  ]);
  return { total: counted.rows[0]?.total ?? 0, rows: rows.rows };
}

/** The customers after `after` in the filter's order: the export walks the list by keyset, a batch at a time. */
export async function nextCustomers(
  db: Db,
  filter: CustomerListFilter,
  after: CustomerListRow | undefined,
  limit: number,
) {
  const where = conditions(filter);
  if (after) {
    const sort = SORTS[filter.sort];
    const value = sort.type === 'bigint' ? sql`${String(after.sortValue)}::bigint` : sql`${after.sortValue}::text`;
    where.push(sql`(${sort.value}, v.email) ${sql.raw(sort.descending ? '<' : '>')} (${value}, ${after.email})`);
  }
  return (await page(filter, where, limit, 0).execute(db)).rows;
}

/** One customer's row, found by their lower-case e-mail. */
export async function customerByEmail(db: Db, email: string): Promise<CustomerListRow | undefined> {
  const { rows } = await page({ sort: 'email' }, [sql`v.email = ${email}`], 1, 0).execute(db);
  return rows[0];
}
