import { expect, it } from 'vitest';
import { productListResponseSchema } from '@ps/shared/schemas';
import { createCategory, createProduct } from './support/factories';
import { describeEachDatabase, type ApiTestContext } from './support/suite';

async function listProducts(api: ApiTestContext, query: string) {
  const response = await api.fetch(`/api/products${query}`);
  expect(response.status).toBe(200);
  return productListResponseSchema.parse(await response.json());
}

/** A category of its own with `count` products, created an hour apart (index 0 oldest). */
async function categoryWithProducts(api: ApiTestContext, count: number) {
  const category = await createCategory(api.db);
  const start = Date.UTC(2030, 0, 1);
  const products = [];
  for (let index = 0; index < count; index += 1) {
    products.push(
      await createProduct(api.db, { categoryId: category.id, createdAt: new Date(start + index * 3_600_000) }),
    );
  }
  return { category, slugsNewestFirst: products.map((product) => product.slug).reverse() };
}

describeEachDatabase(
  'GET /api/products',
  (api) => {
    it('returns the first 12 of the catalog by default', async () => {
      const { products, pagination } = await listProducts(api, '');
      expect(products).toHaveLength(12);
      expect(pagination.total).toBeGreaterThanOrEqual(60);
      expect(pagination.hasMore).toBe(true);
    });

    it('pages newest first with limit and offset, and knows when it is at the end', async () => {
      const { category, slugsNewestFirst } = await categoryWithProducts(api, 5);
      const page = (query: string) => listProducts(api, `?category=${category.slug}&${query}`);
      const slugs = (list: Awaited<ReturnType<typeof page>>) => list.products.map((product) => product.slug);

      const first = await page('limit=2');
      expect(slugs(first)).toEqual(slugsNewestFirst.slice(0, 2));
      expect(first.pagination).toEqual({ total: 5, hasMore: true });

      const middle = await page('limit=2&offset=2');
      expect(slugs(middle)).toEqual(slugsNewestFirst.slice(2, 4));
      expect(middle.pagination).toEqual({ total: 5, hasMore: true });

      const last = await page('limit=2&offset=4');
      expect(slugs(last)).toEqual(slugsNewestFirst.slice(4));
      expect(last.pagination).toEqual({ total: 5, hasMore: false });

      const beyond = await page('limit=2&offset=10');
      expect(beyond).toEqual({ products: [], pagination: { total: 5, hasMore: false } });

      const all = await page('limit=100');
      expect(slugs(all)).toEqual(slugsNewestFirst);
      expect(all.pagination.hasMore).toBe(false);
    });

    it('sends prices in dollars and variant prices from the sale price', async () => {
      const category = await createCategory(api.db, { name: 'Capes' });
      const created = await createProduct(api.db, {
        categoryId: category.id,
        basePriceCents: 2499,
        salePriceCents: 1999,
        isNew: true,
        imageCount: 3,
        variants: [
          { sku: 'PS-TST-CAPE-M', name: 'M', attributes: { size: 'M' }, inventoryAvailable: 3 },
          {
            sku: 'PS-TST-CAPE-XXL',
            name: 'XXL',
            attributes: { size: 'XXL' },
            priceAdjustmentCents: 250,
            inventoryAvailable: 0,
          },
        ],
      });
      const [product] = (await listProducts(api, `?category=${category.slug}`)).products;
      expect(product).toMatchObject({
        id: created.id,
        slug: created.slug,
        basePrice: 24.99,
        salePrice: 19.99,
        category: { id: category.id, name: 'Capes', slug: category.slug },
        isNew: true,
        isFeatured: false,
        inStock: true,
        totalStock: 3,
      });
      expect(product?.variants).toEqual([
        {
          id: created.variantIds[0],
          sku: 'PS-TST-CAPE-M',
          name: 'M',
          attributes: { size: 'M' },
          imageIds: [],
          priceAdjustment: 0,
          price: 19.99,
          inventory: { inStock: true, available: 3 },
        },
        {
          id: created.variantIds[1],
          sku: 'PS-TST-CAPE-XXL',
          name: 'XXL',
          attributes: { size: 'XXL' },
          imageIds: [],
          priceAdjustment: 2.5,
          price: 22.49,
          inventory: { inStock: false, available: 0 },
        },
      ]);
      expect(product?.images.map((image) => image.id)).toEqual(created.imageIds);
      expect(product?.primaryImage).toEqual({
        imageUrl: product?.images[0]?.imageUrl,
        altText: product?.images[0]?.altText,
      });
    });

    it('filters by featured, alone and with a category', async () => {
      const category = await createCategory(api.db);
      const featured = await createProduct(api.db, { categoryId: category.id, isFeatured: true });
      await createProduct(api.db, { categoryId: category.id });

      const inCategory = await listProducts(api, `?category=${category.slug}&featured=true`);
      expect(inCategory.products.map((product) => product.id)).toEqual([featured.id]);
      const notFeatured = await listProducts(api, `?category=${category.slug}&featured=false`);
      expect(notFeatured.products.every((product) => !product.isFeatured)).toBe(true);
      expect(notFeatured.pagination.total).toBe(1);

      const everywhere = await listProducts(api, '?featured=true&limit=100');
      expect(everywhere.products.length).toBeGreaterThanOrEqual(8);
      expect(everywhere.products.every((product) => product.isFeatured)).toBe(true);
    });

    it('leaves out inactive products, products of inactive categories and unknown categories', async () => {
      const category = await createCategory(api.db);
      const visible = await createProduct(api.db, { categoryId: category.id });
      await createProduct(api.db, { categoryId: category.id, active: false });
      const hiddenCategory = await createCategory(api.db, { active: false });
      await createProduct(api.db, { categoryId: hiddenCategory.id });

      expect((await listProducts(api, `?category=${category.slug}`)).products.map((product) => product.id)).toEqual([
        visible.id,
      ]);
      expect(await listProducts(api, `?category=${hiddenCategory.slug}`)).toEqual({
        products: [],
        pagination: { total: 0, hasMore: false },
      });
      expect(await listProducts(api, '?category=no-such-category')).toEqual({
        products: [],
        pagination: { total: 0, hasMore: false },
      });
    });
  },
  { seed: true },
);
