import { expect, it } from 'vitest';
import type { AdminProductResponse, AdminProductsResponse } from '@ps/shared/console-schemas';
import type { ProductResponse } from '@ps/shared/schemas';
import { productForm } from './support/admin-products';
import { expectError } from './support/cart-client';
import { readyToPay } from './support/checkout-client';
import { unitsLeft } from './support/checkout-state';
import { createCategory, createOrder } from './support/factories';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('/api/admin/products: create, edit, delete and bulk changes', (api) => {
  const staff = () => staffBrowser(api, 'admin');
  const newCategory = async () => (await createCategory(api.db)).id;
  const inventoryHistory = (variantId: number) =>
    api.db.selectFrom('inventoryAdjustments').selectAll().where('variantId', '=', variantId).execute();

  async function created(page: Awaited<ReturnType<typeof staff>>, body: object) {
    const response = await page.post('/api/admin/products', body);
    expect(response.status).toBe(201);
    return ((await response.json()) as AdminProductResponse).product;
  }

  it('names every missing field with the form messages', async () => {
    const page = await staff();
    const error = await expectError(await page.post('/api/admin/products', {}), 400);
    expect(error.fields).toMatchObject({
      name: 'Product name is required',
      basePrice: 'Price must be positive',
      categoryId: 'Category is required',
    });
    const categoryId = await newCategory();
    const refused = await expectError(
      await page.post('/api/admin/products', productForm(categoryId, { basePrice: -1, salePrice: 40, variants: [] })),
      400,
    );
    expect(refused.fields).toMatchObject({ basePrice: 'Price must be positive', variants: 'Add at least one variant' });
    const sale = await expectError(
      await page.post('/api/admin/products', productForm(categoryId, { salePrice: 30 })),
      400,
    );
    expect(sale.fields).toEqual({ salePrice: 'Sale price must be below the base price' });
  });

  it('creates a product with a slug from its name, a sanitized description, and shows it in the store', async () => {
    const page = await staff();
    const form = productForm(await newCategory(), {
      name: 'Crowd Surf Hoodie!',
      slug: '',
      description:
        '<p onclick="steal()">Warm <strong>fleece</strong><script>alert(1)</script><a href="javascript:x()">x</a></p>',
    });
    const product = await created(page, { ...form, name: `${form.name} ${process.pid}` });
    expect(product.slug).toBe(`crowd-surf-hoodie-${process.pid}`);
    expect(product.description).toContain('<strong>fleece</strong>');
    expect(product.description).not.toMatch(/script|onclick|javascript/);
    expect(product.variants.map((variant) => [variant.sku, variant.stock])).toEqual([
      [form.variants[0]!.sku, 5],
      [form.variants[1]!.sku, 7],
    ]);

    const store = (await (await api.fetch(`/api/products/${product.slug}`)).json()) as ProductResponse;
    expect(store.product.basePrice).toBe(30);
    expect(store.product.variants.map((variant) => variant.price)).toEqual([30, 32]);
    expect(store.product.primaryImage?.imageUrl).toMatch(/^\/api\/art\/products\//);
  });

  it('refuses a taken slug and a taken SKU with 409 and a message', async () => {
    const page = await staff();
    const categoryId = await newCategory();
    const first = await created(page, productForm(categoryId));
    const slug = await expectError(
      await page.post('/api/admin/products', productForm(categoryId, { slug: first.slug })),
      409,
    );
    expect(slug).toMatchObject({
      code: 'SLUG_TAKEN',
      fields: { slug: `The slug "${first.slug}" is already used by another product` },
    });
    const clash = productForm(categoryId);
    clash.variants[1]!.sku = first.variants[0]!.sku.toLowerCase();
    const sku = await expectError(await page.post('/api/admin/products', clash), 409);
    expect(sku.code).toBe('SKU_TAKEN');
    expect(sku.fields).toEqual({ 'variants.1.sku': `SKU ${clash.variants[1]!.sku} is already used` });
    const twice = productForm(categoryId);
    twice.variants[1]!.sku = twice.variants[0]!.sku;
    expect((await expectError(await page.post('/api/admin/products', twice), 400)).fields).toEqual({
      'variants.1.sku': 'Each variant needs its own SKU',
    });
  });

  it('updates prices and variants, leaves stock to inventory adjustments, and the store shows the new price at once', async () => {
    const page = await staff();
    const form = productForm(await newCategory());
    const product = await created(page, form);
    await api.fetch(`/api/products/${product.slug}`);
    const edited = await page.call('PUT', `/api/admin/products/${product.id}`, {
      body: {
        ...form,
        basePrice: 24.5,
        salePrice: 19.99,
        variants: [{ ...form.variants[0], id: product.variants[0]!.id, stock: 9 }],
      },
    });
    expect(edited.status).toBe(200);
    const after = ((await edited.json()) as AdminProductResponse).product;
    expect(after.variants).toHaveLength(1);
    expect(after.variants[0]).toMatchObject({ id: product.variants[0]!.id, stock: product.variants[0]!.stock });
    await expect
      .poll(
        async () =>
          ((await (await api.fetch(`/api/products/${product.slug}`)).json()) as ProductResponse).product.salePrice,
      )
      .toBe(19.99);
  });

  it('when a shopper buys one while the product form is open, then saving only a new sale price keeps the live stock', async () => {
    const page = await staff();
    const form = productForm(await newCategory());
    const product = await created(page, form);
    const opened = ((await (await page.get(`/api/admin/products/${product.id}`)).json()) as AdminProductResponse)
      .product;
    const small = opened.variants[0]!;
    expect(small.stock).toBe(5);

    const shopper = await readyToPay(api, [{ productId: product.id, variantId: small.id, quantity: 1 }]);
    expect((await shopper.createOrder()).status).toBe(201);
    const historyBefore = await inventoryHistory(small.id);

    const formValues = opened.variants.map(({ reserved: _reserved, ...variant }) => variant);
    const saved = await page.call('PUT', `/api/admin/products/${product.id}`, {
      body: { ...form, salePrice: 24.99, variants: formValues },
    });
    expect(saved.status).toBe(200);
    const after = ((await saved.json()) as AdminProductResponse).product;
    expect(after.salePrice).toBe(24.99);
    expect(after.variants.map((variant) => variant.stock)).toEqual([4, 7]);
    expect(await unitsLeft(api.db, small.id)).toBe(4);
    expect(await inventoryHistory(small.id)).toEqual(historyBefore);
  });

  it('deletes a product never ordered, and archives one that was ordered', async () => {
    const page = await staff();
    const categoryId = await newCategory();
    const unsold = await created(page, productForm(categoryId));
    const sold = await created(page, productForm(categoryId));
    await createOrder(api.db, { lines: [{ productId: sold.id, variantId: sold.variants[0]!.id }] });

    expect(await (await page.call('DELETE', `/api/admin/products/${unsold.id}`)).json()).toEqual({
      outcome: 'deleted',
    });
    expect(await (await page.call('DELETE', `/api/admin/products/${sold.id}`)).json()).toEqual({ outcome: 'archived' });
    expect(
      await api.db.selectFrom('products').select('id').where('id', '=', unsold.id).executeTakeFirst(),
    ).toBeUndefined();
    const archived = await api.db
      .selectFrom('products')
      .select(['active', 'archivedAt'])
      .where('id', '=', sold.id)
      .executeTakeFirstOrThrow();
    expect(archived.active).toBe(false);
    expect(archived.archivedAt).not.toBeNull();
    await expectError(await page.get(`/api/admin/products/${sold.id}`), 404);
    expect((await api.fetch(`/api/products/${sold.slug}`)).status).toBe(404);
    await expectError(await page.call('DELETE', `/api/admin/products/${sold.id}`), 404);
  });

  it('changes prices by percent and amount, flags and deletes in bulk, and lists the stat cards', async () => {
    const page = await staff();
    const categoryId = await newCategory();
    const a = await created(page, productForm(categoryId, { basePrice: 20, salePrice: 10 }));
    const b = await created(page, productForm(categoryId, { basePrice: 40 }));
    const bulk = (body: object) => page.post('/api/admin/products/bulk', body);

    expect(await (await bulk({ action: 'price', ids: [a.id, b.id], mode: 'percent', value: 10 })).json()).toMatchObject(
      { updated: 2 },
    );
    expect(await (await bulk({ action: 'price', ids: [a.id], mode: 'amount', value: -1.5 })).json()).toMatchObject({
      updated: 1,
    });
    const refused = await expectError(await bulk({ action: 'price', ids: [a.id], mode: 'amount', value: -100 }), 400);
    expect(refused.message).toContain(a.name);
    await bulk({ action: 'deactivate', ids: [b.id] });
    await bulk({ action: 'feature', ids: [a.id] });

    const list = (await (
      await page.get(`/api/admin/products?categoryId=${categoryId}`)
    ).json()) as AdminProductsResponse;
    const byId = new Map(list.products.map((product) => [product.id, product]));
    expect(byId.get(a.id)).toMatchObject({ basePrice: 20.5, salePrice: 9.5, isFeatured: true });
    expect(byId.get(b.id)).toMatchObject({ basePrice: 44, isActive: false });
    expect(list.pagination.total).toBe(2);
    expect(list.summary.total).toBeGreaterThanOrEqual(2);

    expect(await (await bulk({ action: 'delete', ids: [a.id, b.id] })).json()).toEqual({
      updated: 0,
      deleted: 2,
      archived: 0,
    });
    expect(await (await bulk({ action: 'explode', ids: [a.id] })).status).toBe(400);
  });
});
