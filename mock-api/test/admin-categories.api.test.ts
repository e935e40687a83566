import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { AdminCategoriesResponse, AdminCategoryResponse } from '@ps/shared/console-schemas';
import type { CategoryListResponse, CategoryResponse } from '@ps/shared/schemas';
import { sendRaw } from './support/admin-products';
import { browser, registerCustomer } from './support/browser';
import { expectError } from './support/cart-client';
import { createCategory, createProduct } from './support/factories';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

let sequence = 0;
const uniqueName = (base: string) => `${base} ${process.pid} ${(sequence += 1)}`;

describeEachDatabase('/api/admin/categories: the console runs the store categories', (api) => {
  const staff = () => staffBrowser(api, 'admin');
  type Page = Awaited<ReturnType<typeof staff>>;

  async function created(page: Page, body: object) {
    const response = await page.post('/api/admin/categories', body);
    expect(response.status).toBe(201);
    return ((await response.json()) as AdminCategoryResponse).category;
  }
  const storeCategory = (slug: string) => api.fetch(`/api/categories/${slug}`);
  const storeList = async () =>
    ((await (await api.fetch('/api/categories')).json()) as CategoryListResponse).categories;

  it('names each bad field with the form message', async () => {
    const page = await staff();
    expect((await expectError(await page.post('/api/admin/categories', {}), 400)).fields).toEqual({
      name: 'Category name is required',
    });
    const bad = await expectError(
      await page.post('/api/admin/categories', { name: 'Pins', slug: 'Big Pins', displayOrder: -1, active: 'yes' }),
      400,
    );
    expect(bad.fields).toEqual({
      slug: 'Slug may use lowercase letters, digits and single hyphens',
      displayOrder: 'Display order cannot be negative',
      active: 'must be true or false',
    });
    const noSlug = await expectError(await page.post('/api/admin/categories', { name: '!!!' }), 400);
    expect(noSlug.fields).toEqual({ slug: 'Slug is required' });
  });

  it('creates a category with a slug from its name at the end of the order, and the store shows it at once', async () => {
    const page = await staff();
    const before = await storeList();
    const name = uniqueName('Enamel Pins!');
    const category = await created(page, { name, description: 'Tiny and shiny' });
    expect(category).toMatchObject({ name, slug: `enamel-pins-${process.pid}-${sequence}`, active: true });
    expect(category.displayOrder).toBeGreaterThan(Math.max(-1, ...before.map((entry) => entry.displayOrder)));
    expect((await storeList()).map((entry) => entry.slug)).toContain(category.slug);

    const renamed = uniqueName('Patches');
    const put = await page.call('PUT', `/api/admin/categories/${category.id}`, {
      body: { name: renamed, slug: category.slug, description: 'Sew them on' },
    });
    expect(put.status).toBe(200);
    const shown = (await (await storeCategory(category.slug)).json()) as CategoryResponse;
    expect(shown.category).toMatchObject({ name: renamed, description: 'Sew them on' });

    const list = (await (await page.get('/api/admin/categories')).json()) as AdminCategoriesResponse;
    expect(list.categories.find((entry) => entry.id === category.id)).toMatchObject({ name: renamed, productCount: 0 });
    expect(list.summary.total).toBe(list.categories.length);
  });

  it('hides an inactive category and its products from the store at once', async () => {
    const page = await staff();
    const category = await created(page, { name: uniqueName('Stickers') });
    const product = await createProduct(api.db, { categoryId: category.id });
    expect((await api.fetch(`/api/products/${product.slug}`)).status).toBe(200);
    expect((await storeCategory(category.slug)).status).toBe(200);

    const bulk = await page.post('/api/admin/categories/bulk', { action: 'deactivate', ids: [category.id] });
    expect(await bulk.json()).toEqual({ updated: 1, deleted: 0 });
    expect((await storeCategory(category.slug)).status).toBe(404);
    expect((await storeList()).map((entry) => entry.id)).not.toContain(category.id);
    expect((await api.fetch(`/api/products/${product.slug}`)).status).toBe(404);
  });

  it('refuses a slug another category has with 409, on create and on edit', async () => {
    const page = await staff();
    const first = await created(page, { name: uniqueName('Posters') });
    const clash = await expectError(await page.post('/api/admin/categories', { name: 'Other', slug: first.slug }), 409);
    const message = `The slug "${first.slug}" is already used by another category`;
    expect(clash).toMatchObject({ code: 'SLUG_TAKEN', fields: { slug: message } });
    const second = await created(page, { name: uniqueName('Prints') });
    const edit = await page.call('PUT', `/api/admin/categories/${second.id}`, {
      body: { name: second.name, slug: first.slug },
    });
    expect((await expectError(edit, 409)).fields).toEqual({ slug: message });
    const same = await page.call('PUT', `/api/admin/categories/${first.id}`, {
      body: { name: 'Kept slug', slug: first.slug },
    });
    expect(same.status).toBe(200);
  });

  it('refuses to delete a category with products, alone or in a bulk, and deletes an empty one', async () => {
    const page = await staff();
    const full = await created(page, { name: uniqueName('Vinyl') });
    await createProduct(api.db, { categoryId: full.id });
    await createProduct(api.db, { categoryId: full.id });
    const refused = await expectError(await page.call('DELETE', `/api/admin/categories/${full.id}`), 409);
    expect(refused).toMatchObject({
      code: 'CATEGORY_NOT_EMPTY',
      message: `${full.name} has 2 products. Move or delete them before deleting the category.`,
    });

    const empty = await created(page, { name: uniqueName('Cassettes') });
    const bulk = await page.post('/api/admin/categories/bulk', { action: 'delete', ids: [empty.id, full.id] });
    expect((await expectError(bulk, 409)).code).toBe('CATEGORY_NOT_EMPTY');
    expect((await page.get(`/api/admin/categories/${empty.id}`)).status).toBe(200);

    expect((await page.call('DELETE', `/api/admin/categories/${empty.id}`)).status).toBe(204);
    expect((await expectError(await page.get(`/api/admin/categories/${empty.id}`), 404)).code).toBe('NOT_FOUND');
  });

  it('keeps a category whose only products are archived for order history, and says to mark it inactive', async () => {
    const page = await staff();
    const category = await created(page, { name: uniqueName('Tour Programs') });
    const product = await createProduct(api.db, { categoryId: category.id });
    await api.db.updateTable('products').set({ archivedAt: new Date() }).where('id', '=', product.id).execute();
    const refused = await expectError(await page.call('DELETE', `/api/admin/categories/${category.id}`), 409);
    expect(refused.message).toBe(
      `${category.name} holds 1 product kept for order history. Mark it as inactive instead.`,
    );
  });

  it('reorders every category at once, and refuses a list that misses one', async () => {
    const page = await staff();
    await createCategory(api.db);
    const list = (await (await page.get('/api/admin/categories')).json()) as AdminCategoriesResponse;
    const reversed = list.categories.map((category) => category.id).reverse();
    const missing = await page.call('PUT', '/api/admin/categories/order', { body: { categoryIds: reversed.slice(1) } });
    expect((await expectError(missing, 400)).fields).toEqual({ categoryIds: 'List every category once' });
    const twice = await page.call('PUT', '/api/admin/categories/order', {
      body: { categoryIds: [...reversed.slice(1), reversed[1]] },
    });
    expect((await expectError(twice, 400)).fields).toEqual({ categoryIds: 'List every category once' });

    const moved = await page.call('PUT', '/api/admin/categories/order', { body: { categoryIds: reversed } });
    const answer = (await moved.json()) as Pick<AdminCategoriesResponse, 'categories'>;
    expect(answer.categories.map((category) => category.id)).toEqual(reversed);
    const activeIds = answer.categories.filter((category) => category.active).map((category) => category.id);
    expect((await storeList()).map((category) => category.id)).toEqual(activeIds);
  });

  it('stores an uploaded picture through the media pipeline, refuses a text file, and removes it', async () => {
    const page = await staff();
    const category = await created(page, { name: uniqueName('Hats') });
    const upload = (bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
      return sendRaw(page, api.baseUrl, `/api/admin/categories/${category.id}/image`, { method: 'PUT', body: form });
    };
    const text = await upload(Buffer.from('not a picture at all'), 'hat.jpg');
    expect((await expectError(text, 415)).message).toBe('This file is not a JPEG, PNG, or WebP image');
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const saved = ((await (await upload(photo, 'hat.jpg')).json()) as AdminCategoryResponse).category;
    expect(saved.imageUrl).toMatch(/^\/api\/media\/[0-9a-f]{32}-full\.jpg$/);
    expect((await api.fetch(saved.imageUrl!)).status).toBe(200);
    const shown = (await (await storeCategory(category.slug)).json()) as CategoryResponse;
    expect(shown.category.imageUrl).toBe(saved.imageUrl);

    const removed = await page.call('DELETE', `/api/admin/categories/${category.id}/image`);
    expect(((await removed.json()) as AdminCategoryResponse).category.imageUrl).toBeNull();
  });

  it('answers only staff with a CSRF token, and audits each write', async () => {
    const anonymous = browser(api);
    expect((await expectError(await anonymous.get('/api/admin/categories'), 401)).code).toBe('UNAUTHORIZED');
    const customer = browser(api);
    await registerCustomer(customer);
    expect((await expectError(await customer.post('/api/admin/categories', { name: 'X' }), 403)).code).toBe(
      'FORBIDDEN',
    );
    const page = await staff();
    const forged = await page.post('/api/admin/categories', { name: 'Forged' }, { csrf: null });
    expect(forged.status).toBe(403);

    const category = await created(page, { name: uniqueName('Audited') });
    const deleted = await page.call('DELETE', `/api/admin/categories/${category.id}`);
    expect(deleted.status).toBe(204);
    const actions = () =>
      api.db.selectFrom('auditLog').select(['action', 'target']).where('actorEmail', '=', page.email).execute();
    await expect.poll(actions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'POST /api/admin/categories',
          target: JSON.stringify({ id: String(category.id) }),
        }),
        expect.objectContaining({
          action: 'DELETE /api/admin/categories/:id',
          target: JSON.stringify({ id: String(category.id) }),
        }),
      ]),
    );
  });
});
