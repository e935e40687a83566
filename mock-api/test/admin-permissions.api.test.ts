import { expect, it } from 'vitest';
import { staffPermissions, type StaffPermission } from '@ps/shared/console-schemas';
import type { AdminRoute } from '../src/platform/admin/admin-route-table';
import { browser, registerCustomer, type Browser } from './support/browser';
import { expectError } from './support/cart-client';
import { createRole, staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

/** A concrete URL for a route pattern: every :param becomes 1. */
const urlOf = (route: AdminRoute) => `/api/admin${route.path.replace(/:\w+/g, '1')}`;

const call = (page: Browser, route: AdminRoute) =>
  page.call(route.method.toUpperCase(), urlOf(route), { body: route.method === 'get' ? undefined : {} });

describeEachDatabase(
  'every /api/admin route: 401 to nobody, 403 to customers and to roles without its permission',
  (api) => {
    const adminRoutes = (): AdminRoute[] => {
      if (!api.adminRoutes) throw new Error('the suite server lists no admin routes');
      return api.adminRoutes;
    };

    it('has guarded routes to check, the staff, roles and audit ones among them', () => {
      const paths = adminRoutes().map((route) => `${route.method} ${route.path}`);
      expect(paths).toEqual(
        expect.arrayContaining([
          'get /audit-log',
          'get /dashboard',
          'get /analytics',
          'get /analytics/web-vitals',
          'get /staff',
          'post /staff',
          'get /roles',
          'post /roles',
          'put /roles/:id',
          'delete /roles/:id',
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
          'put /orders/:id/status',
          'post /orders/:id/notes',
          'post /orders/:id/mails',
          'get /customers',
          'get /customers/:key/data',
          'post /customers/:key/erase',
          'post /products',
          'delete /products/:id',
          'post /products/import',
          'post /products/:id/images',
          'post /products/:id/variants/:variantId/images',
          'put /products/:id/variants/:variantId/images',
          'get /releases',
          'post /releases',
          'put /releases/:id',
          'delete /releases/:id',
          'get /returns',
          'get /returns/:id',
          'post /returns/:id/approve',
          'post /returns/:id/refuse',
          'post /returns/:id/receive',
          'post /returns/:id/refund',
          'post /returns/:id/send',
          'post /orders/:id/shipments',
          'post /orders/:id/shipments/:shipmentId/delivered',
          'put /orders/:id/shipping-address',
          'put /orders/:id/lines',
          'put /orders/:id/shipments/:shipmentId',
          'post /returns/:id/withdraw',
        ]),
      );
    });

    it('asks each permission of some route, so no permission is a dead letter', () => {
      const used = new Set(adminRoutes().map((route) => route.permission));
      expect(staffPermissions.filter((permission) => !used.has(permission))).toEqual([]);
    });

    it('keeps refunds, deletes, repricing, promotions, settings, staff and GDPR to their own permissions', () => {
      const permissionOf = (method: string, path: string) =>
        adminRoutes().find((route) => route.method === method && route.path === path)?.permission;
      expect(permissionOf('post', '/orders/:id/refunds')).toBe('orders.refund');
      expect(permissionOf('post', '/returns/:id/refund')).toBe('orders.refund');
      expect(permissionOf('post', '/returns/:id/approve')).toBe('orders.fulfil');
      expect(permissionOf('post', '/returns/:id/withdraw')).toBe('orders.fulfil');
      expect(permissionOf('delete', '/products/:id')).toBe('catalog.delete');
      expect(permissionOf('delete', '/categories/:id')).toBe('catalog.delete');
      expect(permissionOf('post', '/products/import')).toBe('catalog.reprice');
      expect(permissionOf('post', '/promotions')).toBe('promotions');
      expect(permissionOf('put', '/settings')).toBe('settings');
      expect(permissionOf('put', '/roles/:id')).toBe('staff');
      expect(permissionOf('post', '/customers/:key/erase')).toBe('customers.gdpr');
      expect(permissionOf('post', '/orders/:id/shipments')).toBe('orders.fulfil');
      expect(permissionOf('post', '/orders/:id/shipments/:shipmentId/delivered')).toBe('orders.fulfil');
      expect(permissionOf('put', '/orders/:id/lines')).toBe('orders.fulfil');
      expect(permissionOf('put', '/orders/:id/shipping-address')).toBe('orders.fulfil');
      expect(permissionOf('put', '/orders/:id/shipments/:shipmentId')).toBe('orders.fulfil');
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

    it.each<StaffPermission>([...staffPermissions])(
      'answers 403 to a role holding only %s wherever another permission is needed, and lets it through to its own',
      async (permission) => {
        const role = await createRole(api, [permission]);
        const page = await staffBrowser(api, role.name);
        for (const route of adminRoutes()) {
          if (route.permission === 'signed-in' || route.permission === permission) continue;
          const body = await expectError(await call(page, route), 403);
          expect(body.code, `${route.method} ${route.path}`).toBe('FORBIDDEN');
        }
        const own = adminRoutes().filter((route) => route.method === 'get' && route.permission === permission);
        for (const route of own) {
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
      for (const path of ['/orders', '/products', '/settings', '/customers', '/inventory', '/roles']) {
        if (listed.has(`get ${path}`)) continue;
        expect((await page.get(`/api/admin${path}`)).status, path).toBe(404);
      }
    });
  },
  { seed: false },
);
