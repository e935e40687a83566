import fc from 'fast-check';
import {
  addStaffBodySchema,
  auditLogQuerySchema,
  dashboardQuerySchema,
  staffChangeBodySchema,
  staffListQuerySchema,
  staffLoginBodySchema,
} from '@ps/shared/console-schemas';
import {
  confirmEmailBodySchema,
  loginBodySchema,
  ordersQuerySchema,
  passwordResetBodySchema,
  registerBodySchema,
  setPasswordWithTokenBodySchema,
} from '@ps/shared/schemas';
import { z } from 'zod';
import { always, type RouteRow } from './route-row';
import { Slot } from './wire';

/** The cookie and CSRF token of the session the row's context opened. */
const cookieSession = { cookie: new Slot('cookie'), 'x-csrf-token': new Slot('csrf') };
const resetToken = 'a'.repeat(43);
const password = 'correct horse battery 7';

/** Customer and staff sign-in, and the staff-only reads and writes, each with a session of the right kind. */
export const accountRows: RouteRow[] = [
  {
    method: 'GET',
    path: '/api/account/session',
    context: (fixtures) => fixtures.cookieSession('customer'),
    example: () => fc.constantFrom({}, { headers: { cookie: new Slot('cookie') } }),
    weight: 0.3,
  },
  {
    method: 'POST',
    path: '/api/account/register',
    body: registerBodySchema,
    context: (fixtures) => fixtures.cookieSession('customer'),
    example: () =>
      always({
        headers: cookieSession,
        body: { email: new Slot('newEmail'), password, firstName: 'Riley', lastName: 'Nervous' },
      }),
  },
  {
    method: 'POST',
    path: '/api/account/confirm',
    body: confirmEmailBodySchema,
    context: (fixtures) => fixtures.cookieSession('customer'),
    example: () => always({ headers: cookieSession, body: { token: resetToken } }),
  },
  {
    method: 'POST',
    path: '/api/account/login',
    body: loginBodySchema,
    context: (fixtures) => fixtures.cookieSession('customer'),
    example: () => always({ headers: cookieSession, body: { email: new Slot('newEmail'), password } }),
  },
  {
    method: 'POST',
    path: '/api/account/logout',
    context: (fixtures) => fixtures.cookieSession('customer'),
    example: () => always({ headers: cookieSession }),
    weight: 0.3,
  },
  {
    method: 'POST',
    path: '/api/account/password-reset',
    body: passwordResetBodySchema,
    context: (fixtures) => fixtures.cookieSession('customer'),
    example: () => always({ headers: cookieSession, body: { email: new Slot('newEmail') } }),
  },
  {
    method: 'POST',
    path: '/api/account/password-reset/confirm',
    body: setPasswordWithTokenBodySchema,
    context: (fixtures) => fixtures.cookieSession('customer'),
    example: () => always({ headers: cookieSession, body: { token: resetToken, password } }),
  },
  {
    method: 'GET',
    path: '/api/account/orders',
    query: ordersQuerySchema,
    context: (fixtures) => fixtures.cookieSession('customer'),
    example: () => always({ headers: cookieSession, query: { limit: 10, offset: 0 } }),
    weight: 0.5,
  },
  {
    method: 'GET',
    path: '/api/account/addresses',
    context: (fixtures) => fixtures.cookieSession('customer'),
    example: () => always({ headers: cookieSession }),
    weight: 0.3,
  },
  {
    method: 'GET',
    path: '/api/admin/auth/session',
    context: (fixtures) => fixtures.cookieSession('staff'),
    example: () => fc.constantFrom({}, { headers: { cookie: new Slot('cookie') } }),
    weight: 0.3,
  },
  {
    method: 'POST',
    path: '/api/admin/auth/login',
    body: staffLoginBodySchema,
    context: (fixtures) => fixtures.cookieSession('staff'),
    example: () => always({ headers: cookieSession, body: { email: new Slot('newEmail'), password } }),
  },
  {
    method: 'POST',
    path: '/api/admin/auth/set-password',
    body: setPasswordWithTokenBodySchema,
    context: (fixtures) => fixtures.cookieSession('staff'),
    example: () => always({ headers: cookieSession, body: { token: resetToken, password } }),
  },
  {
    method: 'POST',
    path: '/api/admin/auth/logout',
    context: (fixtures) => fixtures.signedInAdmin(),
    example: () => always({ headers: cookieSession }),
    weight: 0.3,
  },
  {
    method: 'GET',
    path: '/api/admin/staff',
    query: staffListQuerySchema,
    context: (fixtures) => fixtures.signedInAdmin(),
    example: () => always({ headers: cookieSession, query: { limit: 10, offset: 0 } }),
    weight: 0.3,
  },
  {
    method: 'POST',
    path: '/api/admin/staff',
    body: addStaffBodySchema,
    context: (fixtures) => fixtures.signedInAdmin(),
    example: () =>
      always({ headers: cookieSession, body: { email: new Slot('newEmail'), name: 'Sam Roadie', role: 'staff' } }),
  },
  {
    method: 'POST',
    path: '/api/admin/staff/:id/link',
    params: z.object({ id: z.string() }),
    context: (fixtures) => fixtures.signedInAdmin(),
    example: () => always({ headers: cookieSession, params: { id: '1' } }),
    weight: 0.3,
  },
  {
    method: 'POST',
    path: '/api/admin/staff/:id/two-factor/reset',
    params: z.object({ id: z.string() }),
    context: (fixtures) => fixtures.signedInAdmin(),
    example: () => always({ headers: cookieSession, params: { id: '1' } }),
    weight: 0.3,
  },
  {
    method: 'PATCH',
    path: '/api/admin/staff/:id',
    params: z.object({ id: z.string() }),
    body: staffChangeBodySchema,
    context: (fixtures) => fixtures.signedInAdmin(),
    example: () => always({ headers: cookieSession, params: { id: '1' }, body: { role: 'staff', disabled: false } }),
  },
  {
    method: 'GET',
    path: '/api/admin/dashboard',
    query: dashboardQuerySchema,
    context: (fixtures) => fixtures.signedInAdmin(),
    example: () => always({ headers: cookieSession, query: { period: '7d' } }),
    weight: 0.3,
  },
  {
    method: 'GET',
    path: '/api/admin/analytics',
    query: dashboardQuerySchema,
    context: (fixtures) => fixtures.signedInAdmin(),
    example: () => always({ headers: cookieSession, query: { period: '30d' } }),
    weight: 0.3,
  },
  {
    method: 'GET',
    path: '/api/admin/analytics/web-vitals',
    query: dashboardQuerySchema,
    context: (fixtures) => fixtures.signedInAdmin(),
    example: () => always({ headers: cookieSession, query: { period: '7d' } }),
    weight: 0.3,
  },
  {
    method: 'GET',
    path: '/api/admin/audit-log',
    query: auditLogQuerySchema,
    context: (fixtures) => fixtures.signedInAdmin(),
    example: () => always({ headers: cookieSession, query: { limit: 20, offset: 0, action: 'staff.sign_in' } }),
  },
];
