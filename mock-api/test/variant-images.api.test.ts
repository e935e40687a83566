import sharp from 'sharp';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { AdminProductResponse } from '@ps/shared/console-schemas';
import type { Cart, ProductResponse } from '@ps/shared/schemas';
import { imageForm, sendRaw } from './support/admin-products';
import { cartClient, expectError } from './support/cart-client';
import { createProduct } from './support/factories';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();

describeEachDatabase('/api/admin/products/:id/variants/:variantId/images: a variant’s pictures', (api) => {
  const setUp = async () => {
    const page = await staffBrowser(api, 'staff');
    const product = await createProduct(api.db, { imageCount: 3, variants: [{ name: 'White' }, { name: 'Red' }] });
    const [white, red] = product.variantIds as [number, number];
    const path = (variantId: number) => `/api/admin/products/${product.id}/variants/${variantId}/images`;
    return { page, product, white, red, path };
  };
  const storeVariants = async (slug: string) =>
    ((await (await api.fetch(`/api/products/${slug}`)).json()) as ProductResponse).product.variants;
  const imageUrlOf = async (imageId: number) =>
    (await api.db.selectFrom('productImages').select('imageUrl').where('id', '=', imageId).executeTakeFirstOrThrow())
      .imageUrl;

  it('when staff pick two of the product’s images for Red, then the store and the cart show them, and clearing returns to the product’s', async () => {
    const { page, product, white, red, path } = await setUp();
    const [first, second, third] = product.imageIds as [number, number, number];

    const chosen = await page.call('PUT', path(red), { body: { imageIds: [third, second] } });
    expect(chosen.status).toBe(200);
    const admin = ((await chosen.json()) as AdminProductResponse).product;
    expect(admin.variants.map((variant) => [variant.id, variant.imageIds])).toEqual([
      [white, []],
      [red, [third, second]],
    ]);
    expect((await storeVariants(product.slug)).map((variant) => variant.imageIds)).toEqual([[], [third, second]]);

    const cart = cartClient(api);
    expect((await cart.add({ productId: product.id, variantId: red, quantity: 1 })).status).toBe(201);
    expect((await cart.add({ productId: product.id, variantId: white, quantity: 1 })).status).toBe(201);
    const lines = ((await (await cart.get()).json()) as Cart).items;
    expect(lines.map((line) => [line.variant.id, line.primaryImage?.imageUrl])).toEqual([
      [red, await imageUrlOf(third)],
      [white, await imageUrlOf(first)],
    ]);

    expect((await page.call('PUT', path(red), { body: { imageIds: [] } })).status).toBe(200);
    expect((await storeVariants(product.slug)).map((variant) => variant.imageIds)).toEqual([[], []]);
  });

  it('when staff upload a picture for a variant, then it joins the product’s images and that variant’s only', async () => {
    const { page, white, red, path } = await setUp();
    const uploaded = await sendRaw(page, api.baseUrl, path(red), {
      method: 'POST',
      body: imageForm({ bytes: await jpeg(), name: 'red.jpg' }),
    });
    expect(uploaded.status).toBe(201);
    const admin = ((await uploaded.json()) as AdminProductResponse).product;
    const added = admin.images.at(-1)!;
    expect(admin.images).toHaveLength(4);
    expect(admin.variants.map((variant) => [variant.id, variant.imageIds])).toEqual([
      [white, []],
      [red, [added.id]],
    ]);
    const served = await api.fetch(added.imageUrl);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('jpeg');

    // A second upload goes after the first.
    const again = await sendRaw(page, api.baseUrl, path(red), {
      method: 'POST',
      body: imageForm({ bytes: await jpeg(), name: 'red-back.jpg' }),
    });
    const redIds = ((await again.json()) as AdminProductResponse).product.variants[1]!.imageIds;
    expect(redIds).toHaveLength(2);
    expect(redIds[0]).toBe(added.id);
  });

  it('when an image is deleted, then no variant shows it any more', async () => {
    const { page, product, red, path } = await setUp();
    const [first, second] = product.imageIds as [number, number];
    await page.call('PUT', path(red), { body: { imageIds: [first, second] } });
    const removed = await page.call('DELETE', `/api/admin/products/${product.id}/images/${first}`);
    expect(((await removed.json()) as AdminProductResponse).product.variants[1]!.imageIds).toEqual([second]);
    expect((await storeVariants(product.slug))[1]!.imageIds).toEqual([second]);
  });

  it('refuses another product’s image with 400 and its field, and changes nothing', async () => {
    const { page, product, red, path } = await setUp();
    const other = await createProduct(api.db);
    await page.call('PUT', path(red), { body: { imageIds: [product.imageIds[0]!] } });
    const body = await expectError(
      await page.call('PUT', path(red), { body: { imageIds: [product.imageIds[1]!, other.imageIds[0]!] } }),
      400,
    );
    expect(body).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Choose pictures of this product only',
      fields: { imageIds: 'Choose pictures of this product only' },
    });
    expect((await storeVariants(product.slug))[1]!.imageIds).toEqual([product.imageIds[0]]);
  });

  it('refuses a picture chosen twice, and more pictures than a product may have', async () => {
    const { page, product, red, path } = await setUp();
    const twice = await expectError(
      await page.call('PUT', path(red), { body: { imageIds: [product.imageIds[0]!, product.imageIds[0]!] } }),
      400,
    );
    expect(twice.fields).toEqual({ imageIds: 'Choose each picture once' });
    const many = Array.from({ length: 9 }, (_, index) => index + 1);
    expect((await expectError(await page.call('PUT', path(red), { body: { imageIds: many } }), 400)).code).toBe(
      'VALIDATION_ERROR',
    );
  });

  it('answers 404 for another product’s variant and for no such product, and stores no upload for them', async () => {
    const { page, product } = await setUp();
    const other = await createProduct(api.db);
    const foreign = `/api/admin/products/${product.id}/variants/${other.variantIds[0]}/images`;
    expect((await expectError(await page.call('PUT', foreign, { body: { imageIds: [] } }), 404)).message).toBe(
      'No such variant of this product',
    );
    const upload = await sendRaw(page, api.baseUrl, foreign, {
      method: 'POST',
      body: imageForm({ bytes: await jpeg(), name: 'x.jpg' }),
    });
    await expectError(upload, 404);
    const { count } = await api.db
      .selectFrom('productImages')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('productId', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(3);
    await expectError(
      await page.call('PUT', `/api/admin/products/2000000000/variants/${product.variantIds[0]}/images`, {
        body: { imageIds: [] },
      }),
      404,
    );
  });

  it('when a row is written past the API, then the database still refuses another product’s image', async () => {
    const product = await createProduct(api.db);
    const other = await createProduct(api.db);
    await expect(
      sql`insert into variant_images (variant_id, image_id, product_id)
          values (${product.variantIds[0]}, ${other.imageIds[0]}, ${product.id})`.execute(api.db),
    ).rejects.toThrow(/foreign key/);
  });
});
