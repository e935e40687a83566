import { sql } from 'kysely';
import type { Db } from '../../db/tables';
import { textSearch } from '../../db/text-search';

export interface CategoryRecord {
  id: number;
  name: string;
  slug: string;
  description: string;
  imageUrl: string | null;
  displayOrder: number;
  productCount?: number;
}

function activeCategories(db: Db, options: { withProductCount: boolean }) {
  return db
    .selectFrom('categories as c')
    .select(['c.id', 'c.name', 'c.slug', 'c.description', 'c.imageUrl', 'c.displayOrder'])
    .$if(options.withProductCount, (query) =>
      query.select((eb) =>
        eb
          .selectFrom('products as p')
          .select(sql<number>`count(*)::int`.as('count'))
          .whereRef('p.categoryId', '=', 'c.id')
          .where('p.active', '=', true)
          .$asScalar()
          .as('productCount'),
      ),
    )
    .where('c.active', '=', true);
}

export async function listActiveCategories(db: Db, options: { withProductCount: boolean }): Promise<CategoryRecord[]> {
  return activeCategories(db, options).orderBy('c.displayOrder').orderBy('c.id').execute();
}

export async function findActiveCategoryBySlug(db: Db, slug: string): Promise<Required<CategoryRecord> | undefined> {
  const category = await activeCategories(db, { withProductCount: true }).where('c.slug', '=', slug).executeTakeFirst();
  return category && { ...category, productCount: category.productCount ?? 0 };
}

/** Active categories whose name holds every word of the search (typos forgiven), best first. */
export async function searchCategories(db: Db, text: string, limit: number): Promise<Required<CategoryRecord>[]> {
  const { matches, relevance } = textSearch(text, [{ text: sql`search_normalize(${sql.ref('c.name')})`, weight: 1 }]);
  const categories = await activeCategories(db, { withProductCount: true })
    .where(matches)
    .orderBy(relevance, 'desc')
    .orderBy('c.displayOrder')
    .limit(limit)
    .execute();
  return categories.map((category) => ({ ...category, productCount: category.productCount ?? 0 }));
}
