import { sql } from 'kysely';
import type { Db } from '../../db/tables';

export interface CategoryRecord {
  id: number;
  name: string;
  slug: string;
  description: string;
  imageUrl: string | null;
  displayOrder: number;
  productCount?: number;
}

export function createCategoryRepository(db: Db) {
  return {
    async listActive(options: { withProductCount: boolean }): Promise<CategoryRecord[]> {
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
        .where('c.active', '=', true)
        .orderBy('c.displayOrder')
        .orderBy('c.id')
        .execute();
    },
  };
}

export type CategoryRepository = ReturnType<typeof createCategoryRepository>;
