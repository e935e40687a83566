import { sql, type RawBuilder } from 'kysely';
import type { ProductSort } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import {
  bestMatchSelections,
  textSearch,
  toBestMatches,
  type BestMatches,
  type SearchField,
} from '../../db/text-search';
import type { ProductRecord } from './product-records';
import { withImagesAndVariants } from './product-records-repository';

export interface ProductFilter {
  categorySlug?: string;
  featured?: boolean;
  search?: string;
  /** Bounds on the current price (sale ?? base), both included. */
  minPriceCents?: number;
  maxPriceCents?: number;
}

export interface PageRequest {
  limit: number;
  offset: number;
}

type Direction = 'asc' | 'desc';

const currentPrice = sql<number>`coalesce(${sql.ref('p.salePriceCents')}, ${sql.ref('p.basePriceCents')})`;
const newest: [RawBuilder<unknown>, Direction][] = [
  [sql.ref('p.createdAt'), 'desc'],
  [sql.ref('p.id'), 'desc'],
];
// Byte order of the normalised name sorts alike on every server, whatever its locale.
const byName = sql`${sql.ref('p.searchName')} collate "C"`;

function orderingFor(sort: ProductSort, relevance: RawBuilder<number> | null): [RawBuilder<unknown>, Direction][] {
  switch (sort) {
    case 'oldest':
      return [
        [sql.ref('p.createdAt'), 'asc'],
        [sql.ref('p.id'), 'asc'],
      ];
    case 'name_asc':
    case 'name_desc':
      return [[byName, sort === 'name_asc' ? 'asc' : 'desc'], ...newest];
    case 'price_asc':
    case 'price_desc':
      return [[currentPrice, sort === 'price_asc' ? 'asc' : 'desc'], [byName, 'asc'], ...newest];
    case 'relevance':
      return relevance ? [[relevance, 'desc'], ...newest] : newest;
    case 'newest':
      return newest;
  }
}

/** What shoppers search: the name counts most, then the category, then description and tags. */
const SEARCHED_FIELDS: SearchField[] = [
  { text: sql.ref('p.searchName'), weight: 3 },
  { text: sql`search_normalize(${sql.ref('c.name')})`, weight: 2 },
  { text: sql.ref('p.searchBody'), weight: 1 },
];

function productTextSearch(search: string, best: BestMatches) {
  return textSearch(search, SEARCHED_FIELDS, best);
}

type ProductTextSearch = ReturnType<typeof productTextSearch>;

function visibleProducts(db: Db) {
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.categoryId')
    .where('p.active', '=', true)
    .where('c.active', '=', true);
}

function filteredProducts(db: Db, filter: ProductFilter, search: ProductTextSearch | null) {
  let query = visibleProducts(db);
  if (filter.categorySlug !== undefined) query = query.where('c.slug', '=', filter.categorySlug);
  if (filter.featured !== undefined) query = query.where('p.isFeatured', '=', filter.featured);
  if (filter.minPriceCents !== undefined) query = query.where(currentPrice, '>=', filter.minPriceCents);
  if (filter.maxPriceCents !== undefined) query = query.where(currentPrice, '<=', filter.maxPriceCents);
  if (search) query = query.where(search.matches);
  return query;
}

/** How well each word of a search matches at best in the visible catalog, whatever the other filters. */
async function bestMatches(db: Db, search: string): Promise<BestMatches> {
  const selections = bestMatchSelections(search, SEARCHED_FIELDS);
  if (selections.length === 0) return new Map();
  const row = await visibleProducts(db).select(selections).executeTakeFirst();
  return toBestMatches(search, row);
}

function selectProductRows(query: ReturnType<typeof visibleProducts>) {
  return query.select([
    'p.id',
    'p.slug',
    'p.name',
    'p.descriptionHtml',
    'p.basePriceCents',
    'p.salePriceCents',
    'p.isNew',
    'p.isFeatured',
    'p.maxPerOrder',
    'c.id as categoryId',
    'c.name as categoryName',
    'c.slug as categorySlug',
  ]);
}

/** A page of visible products in the asked order, with the total that match. */
export async function listVisibleProducts(db: Db, filter: ProductFilter, sort: ProductSort, page: PageRequest) {
  const search = filter.search ? productTextSearch(filter.search, await bestMatches(db, filter.search)) : null;
  let rowsQuery = selectProductRows(filteredProducts(db, filter, search));
  for (const [expression, direction] of orderingFor(sort, search?.relevance ?? null)) {
    rowsQuery = rowsQuery.orderBy(expression, direction);
  }
  const [{ total }, rows] = await Promise.all([
    filteredProducts(db, filter, search)
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
    rowsQuery.limit(page.limit).offset(page.offset).execute(),
  ]);
  return { total, products: await withImagesAndVariants(db, rows) };
}

export async function findVisibleProductBySlug(db: Db, slug: string): Promise<ProductRecord | undefined> {
  const rows = await selectProductRows(visibleProducts(db)).where('p.slug', '=', slug).execute();
  return (await withImagesAndVariants(db, rows))[0];
}

export async function findVisibleProductById(db: Db, id: number): Promise<ProductRecord | undefined> {
  const rows = await selectProductRows(visibleProducts(db)).where('p.id', '=', id).execute();
  return (await withImagesAndVariants(db, rows))[0];
}

/** Visible products in the same category or sharing a tag, that category first, in stock first in each. */
export async function listRelatedProducts(db: Db, productId: number, limit: number): Promise<ProductRecord[]> {
  const inStock = sql<boolean>`exists (select 1 from product_variants v where v.product_id = ${sql.ref('p.id')} and v.inventory_available > 0)`;
  const sharedTags = sql<number>`cardinality(array(select unnest(${sql.ref('p.tags')}) intersect select unnest(${sql.ref('t.tags')})))`;
  const rows = await selectProductRows(visibleProducts(db))
    .innerJoin('products as t', (join) => join.on('t.id', '=', productId))
    .where('p.id', '!=', productId)
    .where((eb) =>
      eb.or([
        eb('p.categoryId', '=', eb.ref('t.categoryId')),
        sql<boolean>`${sql.ref('p.tags')} && ${sql.ref('t.tags')}`,
      ]),
    )
    .orderBy(sql`${sql.ref('p.categoryId')} = ${sql.ref('t.categoryId')}`, 'desc')
    .orderBy(inStock, 'desc')
    .orderBy(sharedTags, 'desc')
    .orderBy('p.createdAt', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  return withImagesAndVariants(db, rows);
}
