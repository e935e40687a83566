import { sql } from 'kysely';
import type { Db } from '../../db/tables';

/** A confirm link works this long; asking again sends a fresh one. */
export const CONFIRM_LINK_TTL_DAYS = 7;

export interface NewRequest {
  variantId: number;
  email: string;
  customerId: number | null;
  unsubscribeToken: string;
  /** Null when the address needs no confirmation (a signed-in customer's own confirmed one). */
  confirmTokenHash: string | null;
}

export interface WaitingFan {
  id: number;
  email: string;
  unsubscribeToken: string;
  createdAt: Date;
}

export interface BackInStockVariant {
  productName: string;
  slug: string;
  variantName: string;
  available: number;
  maxPerOrder: number | null;
  onSale: boolean;
}

const open = sql<boolean>`notified_at is null and unsubscribed_at is null`;

/** Queries on back-in-stock requests; each takes the database or a transaction. */
export const backInStockQueries = {
  variant: (db: Db, variantId: number): Promise<BackInStockVariant | undefined> =>
    db
      .selectFrom('productVariants as v')
      .innerJoin('products as p', 'p.id', 'v.productId')
      .innerJoin('categories as c', 'c.id', 'p.categoryId')
      .select([
        'p.name as productName',
        'p.slug',
        'v.name as variantName',
        'v.inventoryAvailable as available',
        'p.maxPerOrder',
        sql<boolean>`p.active and c.active`.as('onSale'),
      ])
      .where('v.id', '=', variantId)
      .executeTakeFirst(),

  /**
   * Opens the request, or renews the open one's confirmation while it is unconfirmed, in one
   * statement so two sign-ups at once make one request. Undefined when the open one is already
   * confirmed: nothing changes then. Returns whether a confirmation mail is needed.
   */
  async open(db: Db, request: NewRequest, confirmTtlDays: number): Promise<{ needsConfirmation: boolean } | undefined> {
    const confirmed = request.confirmTokenHash === null;
    const row = await sql<{ needsConfirmation: boolean }>`
      insert into back_in_stock_requests
        (variant_id, email, customer_id, unsubscribe_token, confirm_token_hash, confirm_expires_at, confirmed_at)
      values (${request.variantId}, ${request.email}, ${request.customerId}, ${request.unsubscribeToken},
        ${request.confirmTokenHash},
        ${confirmed ? null : sql`now() + ${confirmTtlDays} * interval '1 day'`},
        ${confirmed ? sql`now()` : null})
      on conflict (variant_id, lower(email)) where ${open}
      do update set
        confirm_token_hash = excluded.confirm_token_hash,
        confirm_expires_at = excluded.confirm_expires_at,
        confirmed_at = excluded.confirmed_at,
        customer_id = coalesce(excluded.customer_id, back_in_stock_requests.customer_id)
      where back_in_stock_requests.confirmed_at is null
      returning confirmed_at is null as "needsConfirmation"`.execute(db);
    return row.rows[0];
  },

  /** Uses the token up; `expired` when it was right but late. */
  async confirm(
    db: Db,
    tokenHash: string,
  ): Promise<{ kind: 'confirmed'; variantId: number } | { kind: 'expired' | 'invalid' }> {
    const confirmed = await db
      .updateTable('backInStockRequests')
      .set({ confirmedAt: sql<Date>`now()`, confirmTokenHash: null, confirmExpiresAt: null })
      .where('confirmTokenHash', '=', tokenHash)
      .where('confirmExpiresAt', '>', sql<Date>`now()`)
      .returning('variantId')
      .executeTakeFirst();
    if (confirmed) return { kind: 'confirmed', variantId: confirmed.variantId };
    const expired = await db
      .selectFrom('backInStockRequests')
      .select('id')
      .where('confirmTokenHash', '=', tokenHash)
      .executeTakeFirst();
    return { kind: expired ? 'expired' : 'invalid' };
  },

  /** False for a token nobody holds; a request already unsubscribed keeps its first date. */
  async unsubscribe(db: Db, token: string): Promise<boolean> {
    const row = await db
      .updateTable('backInStockRequests')
      .set({ unsubscribedAt: sql<Date>`coalesce(unsubscribed_at, now())` })
      .where('unsubscribeToken', '=', token)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /**
   * Marks up to `limit` (null: all) confirmed, open requests for the variant done, oldest first,
   * and returns them. The rows stay locked until the caller's transaction ends, so a second
   * stock change at the same moment waits and then finds them done.
   */
  async takeWaiting(db: Db, variantId: number, limit: number | null): Promise<WaitingFan[]> {
    const due = db
      .selectFrom('backInStockRequests')
      .select('id')
      .where('variantId', '=', variantId)
      .where('confirmedAt', 'is not', null)
      .where(open)
      .orderBy('createdAt')
      .orderBy('id')
      .$if(limit !== null, (query) => query.limit(limit ?? 0))
      .forUpdate();
    const rows = await db
      .updateTable('backInStockRequests')
      .set({ notifiedAt: sql<Date>`now()` })
      .where('id', 'in', due)
      .where('notifiedAt', 'is', null)
      .returning(['id', 'email', 'unsubscribeToken', 'createdAt'])
      .execute();
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  },

  /** Confirmed requests waiting, by variant: for staff only. */
  waitingByVariant: (db: Db) =>
    db
      .selectFrom('backInStockRequests')
      .select(['variantId', sql<number>`count(*)::int`.as('waiting')])
      .where('confirmedAt', 'is not', null)
      .where(open)
      .groupBy('variantId'),
};
