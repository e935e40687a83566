import { expect, it } from 'vitest';
import type { AdminProductResponse } from '@ps/shared/console-schemas';
import { productListResponseSchema } from '@ps/shared/schemas';
import { productForm } from './support/admin-products';
import { createCategory, createProduct } from './support/factories';
import { revalidationHeaders } from './support/revalidate';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

/** Catalog reads run ahead of the compression middleware, so the catalog cache encodes them itself (decision 052). */
describeEachDatabase('catalog reads encoded by the catalog cache', (api) => {
  const read = (path: string, encoding: string, headers: Record<string, string> = {}) =>
    api.fetch(path, { headers: { 'Accept-Encoding': encoding, 'Cache-Control': 'max-age=0', ...headers } });

  it('when a browser accepts gzip, then the first and every later list read is gzipped with the identity ETag and Vary', async () => {
    const category = await createCategory(api.db);
    for (let product = 0; product < 4; product += 1) await createProduct(api.db, { categoryId: category.id });
    const path = `/api/products?category=${category.slug}`;

    // The first read is produced afresh, the second answered from memory: both are encoded the same way.
    const [first, kept] = [await read(path, 'gzip, deflate, br'), await read(path, 'gzip, deflate, br')];
    const identity = await read(path, 'identity');
    const identityText = await identity.text();
    expect(Number(identity.headers.get('content-length'))).toBeGreaterThan(1024);
    expect(identity.headers.get('content-encoding')).toBeNull();
    for (const gzipped of [first, kept]) {
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      expect(gzipped.headers.get('etag')).toBe(identity.headers.get('etag'));
      expect(await gzipped.text()).toBe(identityText);
    }
    for (const response of [first, kept, identity]) {
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, no-cache');
      expect(response.headers.get('content-security-policy')).toBeTruthy();
      expect(response.headers.get('x-request-id')).toBeTruthy();
    }
    expect(productListResponseSchema.parse(JSON.parse(identityText)).products).toHaveLength(4);

    const head = await api.fetch(path, { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
    expect(head.headers.get('content-encoding')).toBe('gzip');
    expect(head.headers.get('etag')).toBe(identity.headers.get('etag'));
  });

  it('when a browser revalidates with the stored ETag, then it gets a 304 without a body, gzip accepted or not', async () => {
    const category = await createCategory(api.db);
    for (let product = 0; product < 4; product += 1) await createProduct(api.db, { categoryId: category.id });
    const path = `/api/products?category=${category.slug}`;
    const etag = (await read(path, 'gzip')).headers.get('etag') ?? '';
    for (const encoding of ['gzip', 'identity']) {
      const revalidated = await read(path, encoding, revalidationHeaders(etag));
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get('content-encoding')).toBeNull();
      expect(await revalidated.text()).toBe('');
    }
  });

  it('when staff edit a product, then the next gzipped read is the edited product, equal to a fresh identity read', async () => {
    const page = await staffBrowser(api, 'admin');
    const form = productForm((await createCategory(api.db)).id, {
      description: `<p>${'Heavy cotton. '.repeat(80)}</p>`,
    });
    const created = await page.post('/api/admin/products', form);
    expect(created.status).toBe(201);
    const product = ((await created.json()) as AdminProductResponse).product;
    const path = `/api/products/${product.slug}`;
    const before = await read(path, 'gzip');
    expect(before.headers.get('content-encoding')).toBe('gzip');
    await read(path, 'gzip');

    const edited = await page.call('PUT', `/api/admin/products/${product.id}`, {
      body: {
        ...form,
        salePrice: 19.99,
        variants: form.variants.map((variant, index) => ({ ...variant, id: product.variants[index]!.id })),
      },
    });
    expect(edited.status).toBe(200);
    const saleOf = async () =>
      ((await (await read(path, 'gzip')).json()) as { product: { salePrice: number } }).product.salePrice;
    await expect.poll(saleOf).toBe(19.99);
    const [gzipped, identity] = [await read(path, 'gzip'), await read(path, 'identity')];
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(gzipped.headers.get('etag')).toBe(identity.headers.get('etag'));
    expect(await gzipped.text()).toBe(await identity.text());
  });
});
