import type { Db } from '../../db/tables';
import { productIsVisible, sellableStock } from './cart-lines-repository';

/**
 * Creates the session's cart if need be and locks its row until the transaction ends:
 * changes to one cart, and the order made from it, happen one after the other.
 */
export async function lockCart(db: Db, sessionId: string): Promise<void> {
  await db
    .insertInto('carts')
    .values({ sessionId })
    .onConflict((conflict) => conflict.column('sessionId').doUpdateSet({ updatedAt: new Date() }))
    .execute();
}

/** A product shoppers can see, with its per-order limit. */
export async function findVisibleProductLimit(
  db: Db,
  productId: number,
): Promise<{ maxPerOrder: number | null } | undefined> {
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.categoryId')
    .select('p.maxPerOrder')
    .where('p.id', '=', productId)
    .where(productIsVisible)
    .executeTakeFirst();
}

/** The cart's lines of one product, every variant; with the product's limit when it is in the cart. */
export async function listCartLinesOfProduct(db: Db, sessionId: string, productId: number) {
  return db
    .selectFrom('cartItems as ci')
    .innerJoin('products as p', 'p.id', 'ci.productId')
    .select(['ci.id', 'ci.variantId', 'ci.quantity', 'p.maxPerOrder'])
    .where('ci.sessionId', '=', sessionId)
    .where('ci.productId', '=', productId)
    .execute();
}

/**
 * The variant's sellable stock, its row locked until the transaction ends so
 * concurrent adds of the same variant are checked one after the other.
 */
export async function lockVariantStock(
  db: Db,
  productId: number,
  variantId: number,
): Promise<{ available: number } | undefined> {
  return db
    .selectFrom('productVariants as v')
    .innerJoin('products as p', 'p.id', 'v.productId')
    .innerJoin('categories as c', 'c.id', 'p.categoryId')
    .select(sellableStock.as('available'))
    .where('v.id', '=', variantId)
    .where('v.productId', '=', productId)
    .forUpdate('v')
    .executeTakeFirst();
}

export async function findCartLine(db: Db, sessionId: string, itemId: number) {
  return db
    .selectFrom('cartItems')
    .select(['id', 'productId', 'variantId', 'quantity'])
    .where('sessionId', '=', sessionId)
    .where('id', '=', itemId)
    .executeTakeFirst();
}

/** Sets the line of this variant to `quantity`, creating the line when needed; the cart exists (lockCart). */
export async function saveCartLine(
  db: Db,
  sessionId: string,
  line: { productId: number; variantId: number; quantity: number },
) {
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
}

export async function deleteCartLine(db: Db, sessionId: string, itemId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('cartItems')
    .where('sessionId', '=', sessionId)
    .where('id', '=', itemId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function cartExists(db: Db, sessionId: string): Promise<boolean> {
  const row = await db.selectFrom('carts').select('sessionId').where('sessionId', '=', sessionId).executeTakeFirst();
  return row !== undefined;
}

export async function deleteCart(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('carts').where('sessionId', '=', sessionId).execute();
}
