import { expect, it } from 'vitest';
import { productResponseSchema, relatedProductsResponseSchema } from '@ps/shared/schemas';
import { createCategory, createProduct } from './support/factories';
import { revalidationHeaders } from './support/revalidate';
import { describeEachDatabase, type ApiTestContext } from './support/suite';

async function related(api: ApiTestContext, key: string | number, query = '') {
  const response = await api.fetch(`/api/products/${key}/related${query}`);
  expect(response.status).toBe(200);
  return relatedProductsResponseSchema.parse(await response.json()).products.map((product) => product.id);
}

describeEachDatabase('GET /api/products/{slug or id} and /related', (api) => {
  it('finds a product by slug and by id, sanitising its description', async () => {
    const created = await createProduct(api.db, {
      name: 'Bolt Tee',
      descriptionHtml: '<p onclick="steal()">Loud.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    for (const key of [created.slug, String(created.id)]) {
      const response = await api.fetch(`/api/products/${key}`);
      expect(response.status).toBe(200);
      const { product } = productResponseSchema.parse(await response.json());
      expect(product).toMatchObject({
        id: created.id,
        slug: created.slug,
        name: 'Bolt Tee',
        description: '<p>Loud.</p>',
      });
    }
  });

  it.each(['no-such-product', 'Not%20A%20Slug', '0', '99999999999', String(2 ** 31 - 1)])(
    'answers %s with the product 404',
    async (key) => {
      const response = await api.fetch(`/api/products/${key}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Product not found' });
    },
  );

  it('hides an inactive product and a product of an inactive category', async () => {
    const inactive = await createProduct(api.db, { active: false });
    const hiddenCategory = await createCategory(api.db, { active: false });
    const inHiddenCategory = await createProduct(api.db, { categoryId: hiddenCategory.id });
    for (const product of [inactive, inHiddenCategory]) {
      expect((await api.fetch(`/api/products/${product.slug}`)).status).toBe(404);
      expect((await api.fetch(`/api/products/${product.id}/related`)).status).toBe(404);
    }
  });

  it('revalidates a product with its ETag', async () => {
    const { slug } = await createProduct(api.db);
    const first = await api.fetch(`/api/products/${slug}`);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const again = await api.fetch(`/api/products/${slug}`, {
      headers: revalidationHeaders(first.headers.get('etag') ?? ''),
    });
    expect(again.status).toBe(304);
  });

  it('relates the same category first, then shared tags, in stock first within each, never itself', async () => {
    const category = await createCategory(api.db);
    const other = await createCategory(api.db);
    const day = (n: number) => new Date(Date.UTC(2031, 0, n));
    const self = await createProduct(api.db, { categoryId: category.id, tags: ['bolt', 'cape'] });
    const sameSoldOut = await createProduct(api.db, {
      categoryId: category.id,
      createdAt: day(9),
      variants: [{ inventoryAvailable: 0 }],
    });
    const sameOlder = await createProduct(api.db, { categoryId: category.id, createdAt: day(1) });
    const sameNewer = await createProduct(api.db, { categoryId: category.id, createdAt: day(2) });
    const oneTag = await createProduct(api.db, { categoryId: other.id, tags: ['cape'], createdAt: day(8) });
    const twoTags = await createProduct(api.db, { categoryId: other.id, tags: ['cape', 'bolt'], createdAt: day(3) });
    await createProduct(api.db, { categoryId: other.id, tags: ['unrelated'] });

    expect(await related(api, self.id)).toEqual([sameNewer.id, sameOlder.id, sameSoldOut.id, twoTags.id, oneTag.id]);
    expect(await related(api, self.slug, '?limit=2')).toEqual([sameNewer.id, sameOlder.id]);
  });

  it('returns 6 related products by default and at most 24', async () => {
    const category = await createCategory(api.db);
    const products = [];
    for (let index = 0; index < 8; index += 1) products.push(await createProduct(api.db, { categoryId: category.id }));
    expect(await related(api, products[0]?.id ?? 0)).toHaveLength(6);
    expect(await related(api, products[0]?.id ?? 0, '?limit=24')).toHaveLength(7);
    for (const limit of ['0', '25', 'abc']) {
      const response = await api.fetch(`/api/products/${products[0]?.id}/related?limit=${limit}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { limit: expect.any(String) } });
    }
  });

  it('answers related products of an unknown product with the product 404', async () => {
    const response = await api.fetch('/api/products/no-such-product/related');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Product not found' });
  });
});
