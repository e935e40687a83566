import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { AdminProduct, AdminProductResponse, ProductImportResult } from '@ps/shared/console-schemas';
import type { ProductResponse } from '@ps/shared/schemas';
import { imageForm, photoWithGps, productForm, sendRaw } from './support/admin-products';
import { expectError } from './support/cart-client';
import { createCategory } from './support/factories';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('/api/admin/products: images and CSV', (api) => {
  async function setUp() {
    const page = await staffBrowser(api, 'admin');
    const category = await createCategory(api.db);
    const response = await page.post('/api/admin/products', productForm(category.id));
    const { product } = (await response.json()) as AdminProductResponse;
    return { page, category, product };
  }

  it('stores an uploaded photo without EXIF or GPS, serves it to the store, reorders and deletes images', async () => {
    const { page, product } = await setUp();
    const path = `/api/admin/products/${product.id}/images`;
    const photo = await photoWithGps();
    const uploaded = await sendRaw(page, api.baseUrl, path, {
      method: 'POST',
      body: imageForm({ bytes: photo, name: 'a.jpg' }, { bytes: photo, name: 'b.jpg' }),
    });
    expect(uploaded.status).toBe(201);
    const withImages = ((await uploaded.json()) as AdminProductResponse).product;
    expect(withImages.images).toHaveLength(2);
    const [first, second] = withImages.images;

    const served = await api.fetch(first!.imageUrl);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.format).toBe('jpeg');
    expect((await api.fetch(first!.thumbnailUrl)).status).toBe(200);

    const store = (await (await api.fetch(`/api/products/${product.slug}`)).json()) as ProductResponse;
    expect(store.product.primaryImage?.imageUrl).toBe(first!.imageUrl);

    const reordered = await page.call('PUT', `${path}/order`, { body: { imageIds: [second!.id, first!.id] } });
    expect(((await reordered.json()) as AdminProductResponse).product.images.map((image) => image.id)).toEqual([
      second!.id,
      first!.id,
    ]);
    await expectError(await page.call('PUT', `${path}/order`, { body: { imageIds: [second!.id] } }), 400);

    const removed = await page.call('DELETE', `${path}/${second!.id}`);
    expect(((await removed.json()) as AdminProductResponse).product.images.map((image) => image.id)).toEqual([
      first!.id,
    ]);
    expect((await api.fetch(second!.imageUrl)).status).toBe(404);
  });

  it('refuses a text file named .jpg, 11 MB, and a ninth image', async () => {
    const { page, product } = await setUp();
    const path = `/api/admin/products/${product.id}/images`;
    const text = await sendRaw(page, api.baseUrl, path, {
      method: 'POST',
      body: imageForm({ bytes: Buffer.from('hello, not a photo'), name: 'fake.jpg' }),
    });
    expect((await expectError(text, 415)).message).toBe('This file is not a JPEG, PNG, or WebP image');
    const huge = await sendRaw(page, api.baseUrl, path, {
      method: 'POST',
      body: imageForm({ bytes: Buffer.alloc(11 * 1024 * 1024, 1), name: 'big.jpg' }),
    });
    expect((await expectError(huge, 413)).code).toBe('PAYLOAD_TOO_LARGE');
    const photo = {
      bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      name: 'p.png',
      type: 'image/png',
    };
    expect(
      (
        await sendRaw(page, api.baseUrl, path, {
          method: 'POST',
          body: imageForm(...Array.from({ length: 8 }, () => photo)),
        })
      ).status,
    ).toBe(201);
    const ninth = await sendRaw(page, api.baseUrl, path, { method: 'POST', body: imageForm(photo) });
    expect((await expectError(ninth, 409)).message).toBe('A product can have at most 8 images');
  });

  it('exports one row per variant and imports it back: nothing to change, then a dry run, then the change', async () => {
    const { page, product } = await setUp();
    const exported = await (await page.get('/api/admin/products/export')).text();
    const lines = exported.trim().split('\n');
    expect(lines[0]).toBe(
      'slug,name,category,description,tags,base_price,sale_price,featured,active,max_per_order,sku,variant_name,size,color,price_adjustment,stock',
    );
    const own = lines.filter((line) => line.startsWith(`${product.slug},`));
    expect(own).toHaveLength(2);
    const importCsv = (csv: string, dryRun: boolean) =>
      sendRaw(page, api.baseUrl, `/api/admin/products/import?dryRun=${dryRun}`, {
        method: 'POST',
        body: csv,
        type: 'text/csv',
      });
    const header = lines[0]!;

    const same = (await (await importCsv([header, ...own].join('\n'), true)).json()) as ProductImportResult;
    expect(same).toEqual({ dryRun: true, applied: false, changes: [], errors: [] });

    const raised = own.map((line) => line.replace(',30.00,', ',33.00,'));
    const dry = (await (await importCsv([header, ...raised].join('\n'), true)).json()) as ProductImportResult;
    expect(dry.changes).toEqual([{ row: 2, slug: product.slug, kind: 'update', details: ['basePrice 30 → 33'] }]);
    const unchanged = (await (await page.get(`/api/admin/products/${product.id}`)).json()) as { product: AdminProduct };
    expect(unchanged.product.basePrice).toBe(30);

    const applied = (await (await importCsv([header, ...raised].join('\n'), false)).json()) as ProductImportResult;
    expect(applied.applied).toBe(true);
    const after = (await (await page.get(`/api/admin/products/${product.id}`)).json()) as { product: AdminProduct };
    expect(after.product.basePrice).toBe(33);
  });

  it('lists every row error of a bad CSV and writes nothing, in a dry run and for real', async () => {
    const { page, category, product } = await setUp();
    const header =
      'slug,name,category,description,tags,base_price,sale_price,featured,active,max_per_order,sku,variant_name,size,color,price_adjustment,stock';
    const csv = [
      header,
      `new-${product.slug},New thing,${category.slug},,,12.00,,false,true,,NEW-${product.id}-A,One,,,0,3`,
      `bad-${product.slug},,${category.slug},,,abc,,false,true,,NEW-${product.id}-B,One,,,0,-2`,
      `other-${product.slug},Other,no-such-category,,,5.00,,false,true,,NEW-${product.id}-C,One,,,0,1`,
    ].join('\n');
    const send = (dryRun: boolean) =>
      sendRaw(page, api.baseUrl, `/api/admin/products/import?dryRun=${dryRun}`, {
        method: 'POST',
        body: csv,
        type: 'text/csv',
      });
    const dry = (await (await send(true)).json()) as ProductImportResult;
    expect(dry.errors).toEqual([
      { row: 3, field: 'name', message: 'Product name is required' },
      { row: 3, field: 'basePrice', message: 'Price must be positive' },
      { row: 3, field: 'stock', message: 'Stock cannot be negative' },
      { row: 4, field: 'category', message: 'No category with the slug "no-such-category"' },
    ]);
    expect(dry.changes.map((change) => change.slug)).toEqual([`new-${product.slug}`]);
    const real = await expectError(await send(false), 400);
    expect(real.message).toBe('Nothing was imported: 4 row error(s); run a dry run to see them');
    expect(
      await api.db.selectFrom('products').select('id').where('slug', '=', `new-${product.slug}`).executeTakeFirst(),
    ).toBeUndefined();
  });
});
