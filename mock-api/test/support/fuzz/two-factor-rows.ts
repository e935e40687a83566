import { disableTwoFactorBodySchema, staffPolicySchema, twoFactorCodeBodySchema } from '@ps/shared/console-schemas';
import { changePasswordBodySchema } from '@ps/shared/schemas';
import type { FuzzFixtures } from './fixtures';
import { always, type RouteRow } from './route-row';
import { Slot } from './wire';

const cookieSession = { cookie: new Slot('cookie'), 'x-csrf-token': new Slot('csrf') };
const asAdmin = (fixtures: FuzzFixtures) => fixtures.signedInAdmin();

/**
 * The second sign-in step, the member's own profile (two-factor, password) and the staff
 * policy. The fuzzed admin has no two-factor, so "require it for all" is refused and never locks the run.
 */
export const twoFactorRows: RouteRow[] = [
  {
    method: 'POST',
    path: '/api/admin/auth/two-factor',
    body: twoFactorCodeBodySchema,
    context: (fixtures) => fixtures.cookieSession('staff'),
    example: () => always({ headers: cookieSession, body: { code: '123456' } }),
    weight: 0.3,
  },
  {
    method: 'GET',
    path: '/api/admin/profile/two-factor',
    context: asAdmin,
    example: () => always({ headers: cookieSession }),
    weight: 0.2,
  },
  {
    method: 'POST',
    path: '/api/admin/profile/two-factor/setup',
    context: asAdmin,
    example: () => always({ headers: cookieSession }),
    weight: 0.2,
  },
  {
    method: 'POST',
    path: '/api/admin/profile/two-factor/enable',
    body: twoFactorCodeBodySchema,
    context: asAdmin,
    example: () => always({ headers: cookieSession, body: { code: '123456' } }),
    weight: 0.3,
  },
  {
    method: 'POST',
    path: '/api/admin/profile/two-factor/disable',
    body: disableTwoFactorBodySchema,
    context: asAdmin,
    example: () => always({ headers: cookieSession, body: { password: 'not the password' } }),
    weight: 0.3,
  },
  {
    method: 'POST',
    path: '/api/admin/profile/password',
    body: changePasswordBodySchema,
    context: asAdmin,
    example: () =>
      always({ headers: cookieSession, body: { currentPassword: 'not the password', password: 'a fresh phrase 31' } }),
    weight: 0.3,
  },
  {
    method: 'PUT',
    path: '/api/admin/staff/policy',
    body: staffPolicySchema,
    context: asAdmin,
    example: () => always({ headers: cookieSession, body: { requireTwoFactor: false } }),
    weight: 0.2,
  },
];
