import { sql } from 'kysely';
import type { Db } from '../../db/tables';
import type { CartLineRecord } from './cart-lines';

/** Expressions over products p and categories c, as the cart's queries join them. */
export const productIsVisible = sql<boolean>`(${sql.ref('p.active')} and ${sql.ref('c.active')})`;

/** A variant v's units that can be bought now. */
export const sellableStock = sql<number>`case when ${productIsVisible} then ${sql.ref('v.inventoryAvailable')} else 0 end`;

/** The session's lines, oldest first, with what a cart shows of each product. */
export async function listCartLines(db: Db, sessionId: string): Promise<CartLineRecord[]> {
  const rows = await db
    .selectFrom('cartItems as ci')
    .innerJoin('products as p', 'p.id', 'ci.productId')
    .innerJoin('categories as c', 'c.id', 'p.categoryId')
    .innerJoin('productVariants as v', 'v.id', 'ci.variantId')
    // The line's variant's first picture, or else the product's first image.
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('productImages as i')
          .leftJoin('variantImages as vi', (join) =>
            join.onRef('vi.imageId', '=', 'i.id').onRef('vi.variantId', '=', 'v.id'),
          )
          .select(['i.imageUrl', 'i.altText'])
          .whereRef('i.productId', '=', 'p.id')
          .orderBy(sql`${sql.ref('vi.variantId')} is null`)
          .orderBy('vi.displayOrder')
          .orderBy('i.displayOrder')
          .orderBy('i.id')
          .limit(1)
          .as('img'),
      (join) => join.onTrue(),
    )
    .select([
      'ci.id',
      'ci.quantity',
      'p.id as productId',
      'p.slug',
      'p.name as productName',
      'p.categoryId',
      'p.basePriceCents',
      'p.salePriceCents',
      'p.maxPerOrder',
      'v.id as variantId',
      'v.sku',
      'v.name as variantName',
      'v.attributes',
      'v.priceAdjustmentCents',
      'img.imageUrl',
      'img.altText',
      sellableStock.as('available'),
    ])
    .where('ci.sessionId', '=', sessionId)
    .orderBy('ci.createdAt')
    .orderBy('ci.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    quantity: row.quantity,
    product: {
      id: row.productId,
      slug: row.slug,
      name: row.productName,
      categoryId: row.categoryId,
      basePriceCents: row.basePriceCents,
      salePriceCents: row.salePriceCents,
      maxPerOrder: row.maxPerOrder,
    },
    variant: {
      id: row.variantId,
      sku: row.sku,
      name: row.variantName,
      attributes: row.attributes,
      priceAdjustmentCents: row.priceAdjustmentCents,
    },
    image: row.imageUrl === null ? null : { imageUrl: row.imageUrl, altText: row.altText ?? '' },
    available: row.available,
  }));
}
