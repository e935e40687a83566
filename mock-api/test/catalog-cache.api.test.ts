import { expect, it } from 'vitest';
import {
  categoryListResponseSchema,
  productListResponseSchema,
  productResponseSchema,
  type CategoryRef,
} from '@ps/shared/schemas';
import { cards, readyToPay, viaServer } from './support/checkout-client';
import { createCategory, createProduct, type CreatedProduct } from './support/factories';
import { revalidationHeaders } from './support/revalidate';
import { describeEachDatabase, type ApiTestContext } from './support/suite';

/** What shoppers see of one product: its row in its category's list and its own page. */
async function shown(api: ApiTestContext, product: CreatedProduct, category: Pick<CategoryRef, 'slug'>) {
  const list = await api.fetch(`/api/products?category=${category.slug}`);
  const detail = await api.fetch(`/api/products/${product.slug}`);
  const listed = productListResponseSchema.parse(await list.json()).products.find((row) => row.id === product.id);
  const page = productResponseSchema.parse(await detail.json()).product;
  return {
    list: { totalStock: listed?.totalStock, inStock: listed?.inStock, salePrice: listed?.salePrice },
    detail: { totalStock: page.totalStock, available: page.variants.map((variant) => variant.inventory.available) },
  };
}

const stock = (units: number, salePrice: number | null = null) => ({
  list: { totalStock: units, inStock: units > 0, salePrice },
  detail: { totalStock: units, available: [units] },
});

describeEachDatabase('catalog reads after the catalog changes', (api) => {
  it('show the stock an order left, at once on the instance that took it and soon on every other', async () => {
    const category = await createCategory(api.db);
    const product = await createProduct(api.db, { categoryId: category.id, variants: [{ inventoryAvailable: 5 }] });
    const variantId = product.variantIds[0] ?? 0;
    const other = viaServer(api, await api.startServer({}));
    // Read twice on both instances, so that what follows is answered after a cached read.
    for (const instance of [api, other, api, other]) expect(await shown(instance, product, category)).toEqual(stock(5));
    const etag = (await api.fetch(`/api/products/${product.slug}`)).headers.get('etag') ?? '';

    const first = await readyToPay(api, [{ productId: product.id, variantId, quantity: 2 }]);
    expect((await first.createOrder({ card: cards.visa })).status).toBe(201);
    expect(await shown(api, product, category)).toEqual(stock(3));
    const revalidated = await api.fetch(`/api/products/${product.slug}`, { headers: revalidationHeaders(etag) });
    expect(revalidated.status).toBe(200);
    // Another instance hears of it from the database: a moment later on a PostgreSQL server.
    await expect.poll(() => shown(other, product, category)).toEqual(stock(3));

    const last = await readyToPay(other, [{ productId: product.id, variantId, quantity: 3 }]);
    expect((await last.createOrder({ card: cards.visa })).status).toBe(201);
    expect(await shown(other, product, category)).toEqual(stock(0));
    await expect.poll(() => shown(api, product, category)).toEqual(stock(0));
  });

  it('show changes written straight to the database by anything else (a script, psql)', async () => {
    const category = await createCategory(api.db);
    const product = await createProduct(api.db, { categoryId: category.id, variants: [{ inventoryAvailable: 4 }] });
    const productCount = async () => {
      const response = await api.fetch('/api/categories?includeProductCount=true');
      const { categories } = categoryListResponseSchema.parse(await response.json());
      return categories.find((row) => row.id === category.id)?.productCount;
    };
    for (let read = 0; read < 2; read += 1) {
      expect(await shown(api, product, category)).toEqual(stock(4));
      expect(await productCount()).toBe(1);
    }

    await api.db
      .updateTable('productVariants')
      .set({ inventoryAvailable: 9 })
      .where('id', 'in', product.variantIds)
      .execute();
    await api.db.updateTable('products').set({ salePriceCents: 1999 }).where('id', '=', product.id).execute();
    await createProduct(api.db, { categoryId: category.id });

    await expect.poll(() => shown(api, product, category)).toEqual(stock(9, 19.99));
    await expect.poll(productCount).toBe(2);
  });
});
