import { sql, type Insertable, type Selectable } from 'kysely';
import type { PromotionsTable } from '../../db/stock-promo-tables';
import type { Db } from '../../db/tables';

export type PromotionRecord = Selectable<PromotionsTable>;
export type PromotionValues = Omit<Insertable<PromotionsTable>, 'id' | 'usedCount' | 'createdAt' | 'updatedAt'>;

/** Queries on promotions and their use; each takes the database or a transaction. */
export const promotionQueries = {
  /** Of the products or categories a promotion names, those that do not exist. */
  async missingIds(db: Db, table: 'products' | 'categories', ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const found = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
    const known = new Set(found.map((row) => row.id));
    return ids.filter((id) => !known.has(id));
  },

  findByCode: (db: Db, code: string) =>
    db.selectFrom('promotions').selectAll().where('code', '=', code.toUpperCase()).executeTakeFirst(),

  findById: (db: Db, id: number) => db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst(),

  /** One page, newest first, and how many there are in all. */
  async page(db: Db, { limit, offset }: { limit: number; offset: number }) {
    const [{ total }, rows] = await Promise.all([
      db
        .selectFrom('promotions')
        .select(sql<number>`count(*)::int`.as('total'))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('promotions')
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    ]);
    return { rows, total };
  },

  /** The code on a browser's cart, if any. */
  forCart: (db: Db, sessionId: string) =>
    db
      .selectFrom('carts')
      .innerJoin('promotions as p', 'p.id', 'carts.promotionId')
      .selectAll('p')
      .where('carts.sessionId', '=', sessionId)
      .executeTakeFirst(),

  async setOnCart(db: Db, sessionId: string, promotionId: number | null): Promise<void> {
    await db
      .insertInto('carts')
      .values({ sessionId, promotionId })
      .onConflict((conflict) => conflict.column('sessionId').doUpdateSet({ promotionId, updatedAt: new Date() }))
      .execute();
  },

  async customerUses(db: Db, promotionId: number, email: string): Promise<number> {
    const row = await db
      .selectFrom('promotionRedemptions')
      .select((eb) => eb.fn.countAll<string>().as('uses'))
      .where('promotionId', '=', promotionId)
      .where('customerEmail', '=', email.toLowerCase())
      .executeTakeFirstOrThrow();
    return Number(row.uses);
  },

  /**
   * Counts one use if one is left, in one conditional UPDATE: concurrent orders wait on
   * the row and re-check, so a code is never used more often than its limit. The row
   * stays locked until the order commits, which also serialises the per-customer count.
   */
  async takeUse(db: Db, promotionId: number): Promise<boolean> {
    const taken = await db
      .updateTable('promotions')
      .set({ usedCount: sql`used_count + 1` })
      .where('id', '=', promotionId)
      .where((eb) => eb.or([eb('usageLimit', 'is', null), eb('usedCount', '<', eb.ref('usageLimit'))]))
      .returning('id')
      .executeTakeFirst();
    return taken !== undefined;
  },

  async recordRedemption(
    db: Db,
    redemption: { promotionId: number; orderId: number; email: string; discountCents: number },
  ) {
    await db
      .insertInto('promotionRedemptions')
      .values({
        promotionId: redemption.promotionId,
        orderId: redemption.orderId,
        customerEmail: redemption.email.toLowerCase(),
        discountCents: redemption.discountCents,
      })
      .execute();
  },

  insert: (db: Db, values: PromotionValues) =>
    db.insertInto('promotions').values(values).returningAll().executeTakeFirstOrThrow(),

  update: (db: Db, id: number, values: Partial<PromotionValues>) =>
    db
      .updateTable('promotions')
      .set({ ...values, updatedAt: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst(),
};
