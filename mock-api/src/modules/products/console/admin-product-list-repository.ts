import { sql } from 'kysely';
import { LOW_STOCK_LIMIT, type AdminProductsQuery } from '@ps/shared/console-schemas';
import type { Db } from '../../../db/tables';
import { adminProductRows } from './admin-product-records-repository';

export type AdminProductFilter = Omit<AdminProductsQuery, 'limit' | 'offset'>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

const totalStock = sql<number>`(select coalesce(sum(v.inventory_available), 0)::int from product_variants v where v.product_id = p.id)`;

function filtered(db: Db, filter: AdminProductFilter) {
  let query = adminProductRows(db);
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('p.name', 'ilike', pattern),
        eb('p.slug', 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('productVariants as v')
            .whereRef('v.productId', '=', 'p.id')
            .where('v.sku', 'ilike', pattern)
            .select('v.id'),
        ),
      ]),
    );
  }
  if (filter.categoryId) query = query.where('p.categoryId', '=', Number(filter.categoryId));
  if (filter.status === 'active') query = query.where('p.active', '=', true);
  if (filter.status === 'inactive') query = query.where('p.active', '=', false);
  if (filter.status === 'featured') query = query.where('p.isFeatured', '=', true);
  if (filter.stock === 'out_of_stock') query = query.where(totalStock, '=', 0);
  if (filter.stock === 'low_stock') query = query.where(totalStock, '>', 0).where(totalStock, '<=', LOW_STOCK_LIMIT);
  if (filter.stock === 'in_stock') query = query.where(totalStock, '>', LOW_STOCK_LIMIT);
  return query;
}

/** One page of the filtered products, newest change first, and how many match in all. */
export async function adminProductPage(db: Db, filter: AdminProductFilter, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .orderBy('p.updatedAt', 'desc')
      .orderBy('p.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered(db, filter)
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

/** The stat cards' figures over every product not archived. */
export const catalogSummary = (db: Db) =>
  db
    .selectFrom('products as p')
    .where('p.archivedAt', 'is', null)
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(*) filter (where p.active)::int`.as('active'),
      sql<number>`count(*) filter (where p.is_featured)::int`.as('featured'),
      sql<number>`coalesce(round(avg(coalesce(p.sale_price_cents, p.base_price_cents))), 0)::int`.as('averageCents'),
      sql<number>`count(*) filter (where ${totalStock} between 1 and ${LOW_STOCK_LIMIT})::int`.as('lowStock'),
      sql<number>`count(*) filter (where ${totalStock} = 0)::int`.as('outOfStock'),
    ])
    .executeTakeFirstOrThrow();
