import { beforeAll, expect, it } from 'vitest';
import { productListResponseSchema } from '@ps/shared/schemas';
import { createCategory, createProduct } from './support/factories';
import { describeEachDatabase, type ApiTestContext } from './support/suite';

/** Four products of one category: names, prices (with one on sale) and dates all in different orders. */
const PRODUCTS = [
  { name: 'Bravo', basePriceCents: 3000, salePriceCents: 1000, day: 1 },
  { name: 'delta', basePriceCents: 2000, salePriceCents: null, day: 4 },
  { name: 'Alpha', basePriceCents: 4000, salePriceCents: null, day: 2 },
  { name: 'Charlie', basePriceCents: 1500, salePriceCents: null, day: 3 },
];

async function names(api: ApiTestContext, query: string) {
  const response = await api.fetch(`/api/products?${query}`);
  expect(response.status).toBe(200);
  const body = productListResponseSchema.parse(await response.json());
  return { names: body.products.map((product) => product.name), pagination: body.pagination };
}

describeEachDatabase('GET /api/products: sort orders and price filters', (api) => {
  let category = '';
  const list = async (query: string) => (await names(api, `category=${category}&${query}`)).names;

  beforeAll(async () => {
    const created = await createCategory(api.db);
    category = created.slug;
    for (const { day, ...product } of PRODUCTS) {
      await createProduct(api.db, { ...product, categoryId: created.id, createdAt: new Date(Date.UTC(2030, 0, day)) });
    }
  });

  it.each([
    ['newest', ['delta', 'Charlie', 'Alpha', 'Bravo']],
    ['oldest', ['Bravo', 'Alpha', 'Charlie', 'delta']],
    ['name_asc', ['Alpha', 'Bravo', 'Charlie', 'delta']],
    ['name_desc', ['delta', 'Charlie', 'Bravo', 'Alpha']],
    ['price_asc', ['Bravo', 'Charlie', 'delta', 'Alpha']],
    ['price_desc', ['Alpha', 'delta', 'Charlie', 'Bravo']],
    ['relevance', ['delta', 'Charlie', 'Alpha', 'Bravo']],
  ])('sort=%s', async (sort, expected) => {
    expect(await list(`sort=${sort}`)).toEqual(expected);
  });

  it('sorts newest first by default', async () => {
    expect(await list('')).toEqual(['delta', 'Charlie', 'Alpha', 'Bravo']);
  });

  it.each([
    ['minPrice=15', ['delta', 'Charlie', 'Alpha']],
    ['minPrice=15.01', ['delta', 'Alpha']],
    ['maxPrice=20', ['delta', 'Charlie', 'Bravo']],
    ['maxPrice=19.99', ['Charlie', 'Bravo']],
    ['minPrice=20&maxPrice=20', ['delta']],
    ['minPrice=10&maxPrice=15', ['Charlie', 'Bravo']],
    ['minPrice=0&maxPrice=9.99', []],
    ['minPrice=&maxPrice=', ['delta', 'Charlie', 'Alpha', 'Bravo']],
  ])('filters on the current price, ends included: %s', async (query, expected) => {
    expect(await list(query)).toEqual(expected);
  });

  it('filters by the sale price, not the base price', async () => {
    expect(await list('minPrice=25')).toEqual(['Alpha']);
  });

  it('pages a sorted, filtered list to its end and past it', async () => {
    const last = await names(api, `category=${category}&sort=price_asc&maxPrice=30&limit=2&offset=2`);
    expect(last).toEqual({ names: ['delta'], pagination: { total: 3, hasMore: false } });
    const beyond = await names(api, `category=${category}&sort=price_asc&maxPrice=30&limit=2&offset=99`);
    expect(beyond).toEqual({ names: [], pagination: { total: 3, hasMore: false } });
  });

  it('combines featured with a price filter', async () => {
    const created = await createCategory(api.db);
    await createProduct(api.db, { categoryId: created.id, name: 'Cheap Star', basePriceCents: 500, isFeatured: true });
    await createProduct(api.db, { categoryId: created.id, name: 'Dear Star', basePriceCents: 9000, isFeatured: true });
    await createProduct(api.db, { categoryId: created.id, name: 'Cheap Plain', basePriceCents: 500 });
    expect((await names(api, `category=${created.slug}&featured=true&maxPrice=50`)).names).toEqual(['Cheap Star']);
  });
});
