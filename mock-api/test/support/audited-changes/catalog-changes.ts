import sharp from 'sharp';
import type { AdminProduct } from '@ps/shared/console-schemas';
import { imageForm, productForm } from '../admin-products';
import { createCategory, createProduct } from '../factories';
import type { ApiTestContext } from '../suite';
import type { AuditedChangeTable, StaffPage } from './audited-change';

let made = 0;
const tag = () => `audit-${process.pid}-${(made += 1)}`;

const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();

const CSV_HEADER =
  'slug,name,category,description,tags,base_price,sale_price,featured,active,max_per_order,sku,variant_name,size,color,price_adjustment,stock';

/** A product made through the console, so an update can send the same form back. */
async function consoleProduct(api: ApiTestContext, admin: StaffPage) {
  const form = productForm((await createCategory(api.db)).id);
  const response = await admin.post('/api/admin/products', form);
  const { product } = (await response.json()) as { product: AdminProduct };
  return { form, product };
}

const emptyCategory = async (api: ApiTestContext) => createCategory(api.db, { name: tag(), slug: tag() });

/** Products and categories: one valid change per write route. */
export const catalogChanges: AuditedChangeTable = {
  'post /products': {
    prepare: async (api) => ({ path: '/products', json: productForm((await createCategory(api.db)).id) }),
  },
  'post /products/bulk': {
    prepare: async (api) => ({
      path: '/products/bulk',
      json: { action: 'feature', ids: [(await createProduct(api.db)).id] },
    }),
  },
  'post /products/import': {
    async prepare(api) {
      const category = await createCategory(api.db);
      const slug = tag();
      const row = `${slug},Imported ${slug},${category.slug},,,12.00,,false,true,,${slug.toUpperCase()},One,,,0,3`;
      return { path: '/products/import?dryRun=false', raw: { body: `${CSV_HEADER}\n${row}`, type: 'text/csv' } };
    },
  },
  'put /products/:id': {
    async prepare(api, admin) {
      const { form, product } = await consoleProduct(api, admin);
      return { path: `/products/${product.id}`, json: { ...form, basePrice: 31 } };
    },
  },
  'delete /products/:id': {
    prepare: async (api) => ({ path: `/products/${(await createProduct(api.db)).id}` }),
  },
  'post /products/:id/images': {
    async prepare(api) {
      const product = await createProduct(api.db, { imageCount: 0 });
      return {
        path: `/products/${product.id}/images`,
        raw: { body: imageForm({ bytes: await jpeg(), name: 'a.jpg' }) },
      };
    },
  },
  'put /products/:id/images/order': {
    async prepare(api) {
      const product = await createProduct(api.db);
      return { path: `/products/${product.id}/images/order`, json: { imageIds: [...product.imageIds].reverse() } };
    },
  },
  'delete /products/:id/images/:imageId': {
    async prepare(api) {
      const product = await createProduct(api.db);
      return { path: `/products/${product.id}/images/${product.imageIds[1]}` };
    },
  },
  'post /products/:id/variants/:variantId/images': {
    async prepare(api) {
      const product = await createProduct(api.db, { imageCount: 0 });
      return {
        path: `/products/${product.id}/variants/${product.variantIds[0]}/images`,
        raw: { body: imageForm({ bytes: await jpeg(), name: 'a.jpg' }) },
      };
    },
  },
  'put /products/:id/variants/:variantId/images': {
    async prepare(api) {
      const product = await createProduct(api.db);
      return {
        path: `/products/${product.id}/variants/${product.variantIds[0]}/images`,
        json: { imageIds: [...product.imageIds].reverse() },
      };
    },
  },
  'post /categories': { prepare: async () => ({ path: '/categories', json: { name: tag() } }) },
  'post /categories/bulk': {
    prepare: async (api) => ({
      path: '/categories/bulk',
      json: { action: 'deactivate', ids: [(await emptyCategory(api)).id] },
    }),
  },
  'put /categories/order': {
    async prepare(api) {
      await emptyCategory(api);
      const ids = (
        await api.db.selectFrom('categories').select('id').orderBy('displayOrder').orderBy('id').execute()
      ).map((row) => row.id);
      return { path: '/categories/order', json: { categoryIds: ids.reverse() } };
    },
  },
  'put /categories/:id': {
    async prepare(api) {
      const category = await emptyCategory(api);
      return { path: `/categories/${category.id}`, json: { name: `Renamed ${category.name}`, slug: category.slug } };
    },
  },
  'delete /categories/:id': { prepare: async (api) => ({ path: `/categories/${(await emptyCategory(api)).id}` }) },
  'put /categories/:id/image': {
    async prepare(api) {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }), 'c.jpg');
      return { path: `/categories/${(await emptyCategory(api)).id}/image`, raw: { body: form } };
    },
  },
  'delete /categories/:id/image': {
    async prepare(api) {
      const category = await createCategory(api.db, { name: tag(), slug: tag(), imageUrl: '/images/categories/x.jpg' });
      return { path: `/categories/${category.id}/image` };
    },
  },
};
