import { z } from 'zod';
import { staffRoleBodySchema } from '@ps/shared/console-schemas';
import type { FuzzFixtures } from './fixtures';
import { always, type RouteRow } from './route-row';
import { Slot } from './wire';

const signedIn = { cookie: new Slot('cookie'), 'x-csrf-token': new Slot('csrf') };
const asAdmin = (fixtures: FuzzFixtures) => fixtures.signedInAdmin();
const roleParams = z.object({ id: z.string() });
// Role 1 is the seeded admin role: its changes are refused, so the run never takes a permission away.
const ROLE = { name: 'fuzz crew', permissions: ['orders.view', 'orders.refund'], refundLimitCents: 2500 };

/** The Roles screen's routes, for an admin. */
export const staffRoleRows: RouteRow[] = [
  {
    method: 'GET',
    path: '/api/admin/roles',
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn }),
  },
  {
    method: 'POST',
    path: '/api/admin/roles',
    body: staffRoleBodySchema,
    weight: 0.3,
    context: asAdmin,
    example: () => always({ headers: signedIn, body: ROLE }),
  },
  {
    method: 'PUT',
    path: '/api/admin/roles/:id',
    params: roleParams,
    body: staffRoleBodySchema,
    weight: 0.3,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { id: '1' }, body: ROLE }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/roles/:id',
    params: roleParams,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { id: '1' } }),
  },
];
