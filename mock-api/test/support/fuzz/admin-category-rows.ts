import { z } from 'zod';
import { adminCategoryInputSchema, categoryBulkActionSchema, categoryOrderSchema } from '@ps/shared/console-schemas';
import type { FuzzFixtures } from './fixtures';
import { always, type RouteRow } from './route-row';
import { Slot } from './wire';

const signedIn = { cookie: new Slot('cookie'), 'x-csrf-token': new Slot('csrf') };
const asAdmin = (fixtures: FuzzFixtures) => fixtures.signedInAdmin();
const categoryParams = z.object({ id: z.string() });
/** No category has this id: writes reach validation and lookup but never touch the catalog the other rows read. */
const NO_SUCH_CATEGORY = '2000000000';

const row = (method: string, path: string, extra: Partial<RouteRow>, example: object): RouteRow => ({
  method,
  path,
  weight: 0.2,
  context: asAdmin,
  example: () => always({ headers: signedIn, ...example }),
  ...extra,
});

/** The console's category routes, sent by a signed-in admin so hostile input reaches the handlers. */
export const adminCategoryRows: RouteRow[] = [
  row('GET', '/api/admin/categories', {}, {}),
  row(
    'POST',
    '/api/admin/categories',
    { body: adminCategoryInputSchema },
    { body: { name: 'Fuzz Patches', slug: '', active: false } },
  ),
  row(
    'POST',
    '/api/admin/categories/bulk',
    { body: categoryBulkActionSchema },
    { body: { action: 'deactivate', ids: [Number(NO_SUCH_CATEGORY)] } },
  ),
  row(
    'PUT',
    '/api/admin/categories/order',
    { body: categoryOrderSchema },
    { body: { categoryIds: [Number(NO_SUCH_CATEGORY)] } },
  ),
  row('GET', '/api/admin/categories/:id', { params: categoryParams }, { params: { id: NO_SUCH_CATEGORY } }),
  row(
    'PUT',
    '/api/admin/categories/:id',
    { params: categoryParams, body: adminCategoryInputSchema },
    { params: { id: NO_SUCH_CATEGORY }, body: { name: 'Fuzz Pins' } },
  ),
  row('DELETE', '/api/admin/categories/:id', { params: categoryParams }, { params: { id: NO_SUCH_CATEGORY } }),
  row('PUT', '/api/admin/categories/:id/image', { params: categoryParams }, { params: { id: NO_SUCH_CATEGORY } }),
  row('DELETE', '/api/admin/categories/:id/image', { params: categoryParams }, { params: { id: NO_SUCH_CATEGORY } }),
];
