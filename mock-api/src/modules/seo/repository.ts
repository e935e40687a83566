import type { Db } from '../../db/tables';

/** Every page a crawler may index: active categories and visible products, in display order. */
export async function listIndexablePages(db: Db) {
  const [categories, products] = await Promise.all([
    db
      .selectFrom('categories')
      .select(['slug', 'updatedAt'])
      .where('active', '=', true)
      .orderBy('displayOrder')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.categoryId')
      .select(['p.slug', 'p.updatedAt'])
      .where('p.active', '=', true)
      .where('c.active', '=', true)
      .orderBy('p.createdAt', 'desc')
      .orderBy('p.id', 'desc')
      .execute(),
  ]);
  return { categories, products };
}
