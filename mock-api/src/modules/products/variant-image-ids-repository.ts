import type { Db } from '../../db/tables';

/** For the given products, each variant's picture ids in its own order; a variant without pictures is absent. */
export async function variantImageIds(db: Db, productIds: number[]): Promise<Map<number, number[]>> {
  const rows = await db
    .selectFrom('variantImages')
    .select(['variantId', 'imageId'])
    .where('productId', 'in', productIds)
    .orderBy('displayOrder')
    .orderBy('imageId')
    .execute();
  const byVariant = new Map<number, number[]>();
  for (const { variantId, imageId } of rows) byVariant.set(variantId, [...(byVariant.get(variantId) ?? []), imageId]);
  return byVariant;
}
