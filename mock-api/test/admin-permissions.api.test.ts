import { expect, it } from 'vitest';
import { roleMay, type StaffRole } from '@ps/shared/console-schemas';
import type { AdminRoute } from '../src/platform/admin/admin-route-table';
import { browser, registerCustomer, type Browser } from './support/browser';
import { expectError } from './support/cart-client';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

/** A concrete URL for a route pattern: every :param becomes 1. */
const urlOf = (route: AdminRoute) => `/api/admin${route.path.replace(/:\w+/g, '1')}`;

const call = (page: Browser, route: AdminRoute) =>
  page.call(route.method.toUpperCase(), urlOf(route), { body: route.method === 'get' ? undefined : {} });

describeEachDatabase(
  'every /api/admin route: 401 to nobody, 403 to customers and to roles without the permission',
  (api) => {
    const adminRoutes = (): AdminRoute[] => {
      if (!api.adminRoutes) throw new Error('the suite server lists no admin routes');
      return api.adminRoutes;
    };

    it('has guarded routes to check, the staff and audit ones among them', () => {
      const paths = adminRoutes().map((route) => `${route.method} ${route.path}`);
      expect(paths).toEqual(
        expect.arrayContaining([
          'get /audit-log',
          'get /dashboard',
          'get /analytics',
          'get /analytics/web-vitals',
          'get /staff',
          'post /staff',
          'post /auth/logout',
          'get /profile/two-factor',
          'post /profile/two-factor/enable',
          'post /profile/password',
          'put /staff/policy',
          'get /orders',
          'get /orders/export',
          'get /orders/export/lines',
          'get /orders/:id',
          'get /orders/:id/invoice.pdf',
          'post /orders/:id/refunds',
          'get /orders/:id/invoice.pdf',
          'put /orders/:id/status',
          'post /orders/:id/notes',
          'put /orders/:id/shipment',
          'post /orders/:id/mails',
          'get /customers',
          'get /customers/:key/data',
          'post /customers/:key/erase',
          'post /products',
          'post /products/:id/images',
          'post /products/:id/variants/:variantId/images',
          'put /products/:id/variants/:variantId/images',
          'get /releases',
          'post /releases',
          'put /releases/:id',
          'delete /releases/:id',
        ]),
      );
    });

    it('answers 401 UNAUTHORIZED to a browser with no session', async () => {
      const page = browser(api);
      for (const route of adminRoutes()) {
        const body = await expectError(await call(page, route), 401);
        expect(body.code, `${route.method} ${route.path}`).toBe('UNAUTHORIZED');
      }
    });

    it('answers 403 FORBIDDEN to a signed-in customer', async () => {
      const page = browser(api);
      await registerCustomer(page);
      for (const route of adminRoutes()) {
        const body = await expectError(await call(page, route), 403);
        expect(body.code, `${route.method} ${route.path}`).toBe('FORBIDDEN');
      }
    });

    it.each<StaffRole>(['staff', 'admin'])(
      'answers 403 to a %s only where the role lacks the permission',
      async (role) => {
        const page = await staffBrowser(api, role);
        for (const route of adminRoutes()) {
          if (route.permission === 'signed-in' || roleMay(role, route.permission)) continue;
          const body = await expectError(await call(page, route), 403);
          expect(body.code, `${route.method} ${route.path}`).toBe('FORBIDDEN');
        }
        // The role's own routes are let through (the session is still signed in afterwards).
        const allowed = adminRoutes().filter(
          (route) => route.method === 'get' && route.permission !== 'signed-in' && roleMay(role, route.permission),
        );
        for (const route of allowed) {
          // An item route asks for id 1, which may not exist: past the guard, its own 404 is fine.
          const expected = route.path.includes(':') ? [200, 404] : [200];
          expect(expected, route.path).toContain((await call(page, route)).status);
        }
      },
    );

    it('leaves no unlisted admin path answering: a route added outside the table fails here', async () => {
      const listed = new Set(adminRoutes().map((route) => `${route.method} ${route.path}`));
      const page = browser(api);
      // Paths under /api/admin that are not in the table and not the public sign-in routes: nothing answers.
      for (const path of ['/orders', '/products', '/settings', '/customers', '/inventory']) {
        if (listed.has(`get ${path}`)) continue;
        expect((await page.get(`/api/admin${path}`)).status, path).toBe(404);
      }
    });
  },
  { seed: false },
);
