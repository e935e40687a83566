import { z } from 'zod';
import {
  adminProductInputSchema,
  adminProductsQuerySchema,
  productBulkActionSchema,
  productImageOrderSchema,
  productImportQuerySchema,
  variantImagesSchema,
} from '@ps/shared/console-schemas';
import type { FuzzFixtures } from './fixtures';
import { always, type RouteRow } from './route-row';
import { Slot } from './wire';

const signedIn = { cookie: new Slot('cookie'), 'x-csrf-token': new Slot('csrf') };
const asAdmin = (fixtures: FuzzFixtures) => fixtures.signedInAdmin();
const productParams = z.object({ id: z.string() });
const variantParams = z.object({ id: z.string(), variantId: z.string() });
/** No product has this id: writes reach validation and lookup but never touch the catalog the other rows read. */
const NO_SUCH_PRODUCT = '2000000000';

const form = {
  name: 'Fuzz Tee',
  slug: '',
  basePrice: 20,
  categoryId: 1,
  variants: [{ name: 'One', sku: 'FUZZ-ONE', stock: 1 }],
};

const row = (method: string, path: string, extra: Partial<RouteRow>, example: object): RouteRow => ({
  method,
  path,
  weight: 0.2,
  context: asAdmin,
  example: () => always({ headers: signedIn, ...example }),
  ...extra,
});

/** The console's product routes, sent by a signed-in admin so hostile input reaches the handlers. */
export const adminProductRows: RouteRow[] = [
  row(
    'GET',
    '/api/admin/products',
    { query: adminProductsQuerySchema },
    { query: { limit: 20, status: 'active', search: 'tee' } },
  ),
  row('POST', '/api/admin/products', { body: adminProductInputSchema }, { body: { ...form, categoryId: 2000000000 } }),
  row(
    'POST',
    '/api/admin/products/bulk',
    { body: productBulkActionSchema },
    { body: { action: 'feature', ids: [Number(NO_SUCH_PRODUCT)] } },
  ),
  row('GET', '/api/admin/products/export', {}, {}),
  row('POST', '/api/admin/products/import', { query: productImportQuerySchema }, { query: { dryRun: 'true' } }),
  row('GET', '/api/admin/products/:id', { params: productParams }, { params: { id: NO_SUCH_PRODUCT } }),
  row(
    'PUT',
    '/api/admin/products/:id',
    { params: productParams, body: adminProductInputSchema },
    { params: { id: NO_SUCH_PRODUCT }, body: form },
  ),
  row('DELETE', '/api/admin/products/:id', { params: productParams }, { params: { id: NO_SUCH_PRODUCT } }),
  row('POST', '/api/admin/products/:id/images', { params: productParams }, { params: { id: NO_SUCH_PRODUCT } }),
  row(
    'PUT',
    '/api/admin/products/:id/images/order',
    { params: productParams, body: productImageOrderSchema },
    { params: { id: NO_SUCH_PRODUCT }, body: { imageIds: [1] } },
  ),
  row(
    'DELETE',
    '/api/admin/products/:id/images/:imageId',
    { params: z.object({ id: z.string(), imageId: z.string() }) },
    { params: { id: NO_SUCH_PRODUCT, imageId: NO_SUCH_PRODUCT } },
  ),
  row(
    'POST',
    '/api/admin/products/:id/variants/:variantId/images',
    { params: variantParams },
    { params: { id: NO_SUCH_PRODUCT, variantId: NO_SUCH_PRODUCT } },
  ),
  row(
    'PUT',
    '/api/admin/products/:id/variants/:variantId/images',
    { params: variantParams, body: variantImagesSchema },
    { params: { id: NO_SUCH_PRODUCT, variantId: NO_SUCH_PRODUCT }, body: { imageIds: [1] } },
  ),
];
