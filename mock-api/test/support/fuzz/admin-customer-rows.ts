import { z } from 'zod';
import {
  adminCustomersExportQuerySchema,
  adminCustomersQuerySchema,
  eraseCustomerBodySchema,
} from '@ps/shared/console-schemas';
import type { FuzzFixtures } from './fixtures';
import { always, type RouteRow } from './route-row';
import { Slot } from './wire';

const customerParams = z.object({ key: z.string() });
const signedIn = { cookie: new Slot('cookie'), 'x-csrf-token': new Slot('csrf') };
const asAdmin = (fixtures: FuzzFixtures) => fixtures.signedInAdmin();

/** The console's customer routes, each sent by a signed-in admin, so hostile input reaches the handlers. */
export const adminCustomerRows: RouteRow[] = [
  {
    method: 'GET',
    path: '/api/admin/customers',
    query: adminCustomersQuerySchema,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, query: { limit: 20, sort: 'lifetime_value', kind: 'guest' } }),
  },
  {
    method: 'GET',
    path: '/api/admin/customers/export',
    query: adminCustomersExportQuerySchema,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, query: { format: 'csv', newsletter: 'subscribed', keys: '1,guest-1' } }),
  },
  {
    method: 'GET',
    path: '/api/admin/customers/:key',
    params: customerParams,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { key: 'guest-1' } }),
  },
  {
    method: 'GET',
    path: '/api/admin/customers/:key/data',
    params: customerParams,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { key: '1' } }),
  },
  {
    method: 'POST',
    path: '/api/admin/customers/:key/erase',
    params: customerParams,
    body: eraseCustomerBodySchema,
    weight: 0.2,
    context: asAdmin,
    example: () =>
      always({ headers: signedIn, params: { key: 'guest-1' }, body: { confirmEmail: 'someone@example.com' } }),
  },
];
