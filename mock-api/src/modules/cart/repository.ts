import type { Db } from '../../db/tables';
import { promotionQueries } from '../promotions';
import { listCartLines, productIsVisible, sellableStock } from './cart-lines-repository';

function cartQueries(db: Db) {
  return {
    /** The session's lines, oldest first, with what a cart shows of each product. */
    listLines: (sessionId: string) => listCartLines(db, sessionId),

    promotion: (sessionId: string) => promotionQueries.forCart(db, sessionId),
    findPromotion: (code: string) => promotionQueries.findByCode(db, code),
    setPromotion: (sessionId: string, promotionId: number | null) =>
      promotionQueries.setOnCart(db, sessionId, promotionId),

    /**
     * Creates the session's cart if need be and locks its row until the transaction ends:
     * changes to one cart, and the order made from it, happen one after the other.
     */
    async lockCart(sessionId: string): Promise<void> {
      await db
        .insertInto('carts')
        .values({ sessionId })
        .onConflict((conflict) => conflict.column('sessionId').doUpdateSet({ updatedAt: new Date() }))
        .execute();
    },

    /** A product shoppers can see, with its per-order limit. */
    async findVisibleProduct(productId: number): Promise<{ maxPerOrder: number | null } | undefined> {
      return db
        .selectFrom('products as p')
        .innerJoin('categories as c', 'c.id', 'p.categoryId')
        .select('p.maxPerOrder')
        .where('p.id', '=', productId)
        .where(productIsVisible)
        .executeTakeFirst();
    },

    /** The cart's lines of one product, every variant; with the product's limit when it is in the cart. */
    async listProductLines(sessionId: string, productId: number) {
      return db
        .selectFrom('cartItems as ci')
        .innerJoin('products as p', 'p.id', 'ci.productId')
        .select(['ci.id', 'ci.variantId', 'ci.quantity', 'p.maxPerOrder'])
        .where('ci.sessionId', '=', sessionId)
        .where('ci.productId', '=', productId)
        .execute();
    },

    /**
     * The variant's sellable stock, its row locked until the transaction ends so
     * concurrent adds of the same variant are checked one after the other.
     */
    async lockVariant(productId: number, variantId: number): Promise<{ available: number } | undefined> {
      return db
        .selectFrom('productVariants as v')
        .innerJoin('products as p', 'p.id', 'v.productId')
        .innerJoin('categories as c', 'c.id', 'p.categoryId')
        .select(sellableStock.as('available'))
        .where('v.id', '=', variantId)
        .where('v.productId', '=', productId)
        .forUpdate('v')
        .executeTakeFirst();
    },

    async findLineById(sessionId: string, itemId: number) {
      return db
        .selectFrom('cartItems')
        .select(['id', 'productId', 'variantId', 'quantity'])
        .where('sessionId', '=', sessionId)
        .where('id', '=', itemId)
        .executeTakeFirst();
    },

    /** Sets the line of this variant to `quantity`, creating the line when needed; the cart exists (lockCart). */
    async saveLine(sessionId: string, line: { productId: number; variantId: number; quantity: number }) {
      const now = new Date();
      const { id } = await db
        .insertInto('cartItems')
        .values({ sessionId, ...line })
        .onConflict((conflict) =>
          conflict.columns(['sessionId', 'variantId']).doUpdateSet({ quantity: line.quantity, updatedAt: now }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async deleteLine(sessionId: string, itemId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('cartItems')
        .where('sessionId', '=', sessionId)
        .where('id', '=', itemId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async cartExists(sessionId: string): Promise<boolean> {
      const row = await db
        .selectFrom('carts')
        .select('sessionId')
        .where('sessionId', '=', sessionId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async deleteCart(sessionId: string): Promise<void> {
      await db.deleteFrom('carts').where('sessionId', '=', sessionId).execute();
    },
  };
}

export type CartQueries = ReturnType<typeof cartQueries>;

export function createCartRepository(db: Db) {
  return {
    ...cartQueries(db),
    /** Runs `work` in one transaction, with the queries bound to it. */
    inTransaction<T>(work: (queries: CartQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(cartQueries(trx)));
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
