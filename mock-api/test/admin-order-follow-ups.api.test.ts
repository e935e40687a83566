import { beforeAll, expect, it } from 'vitest';
import {
  adminOrderResponseSchema,
  auditLogResponseSchema,
  orderMailResendResponseSchema,
} from '@ps/shared/console-schemas';
import { AUDIT_ACTION_NAMES } from '../src/platform/audit/audit-action-names';
import type { Browser } from './support/browser';
import { forceStatus, placeGuestOrder } from './support/admin-orders';
import { adjustStock, readItem } from './support/admin-inventory';
import { expectError } from './support/cart-client';
import { createProduct } from './support/factories';
import { saveSettings } from './support/settings-client';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

const NEW_TRACKING = { carrier: 'usps', trackingNumber: '9400111899223100000000' } as const;

describeEachDatabase(
  'after the sale: no whole-order tracking correction, sending an order e-mail again, and an audit log in words',
  (api) => {
    let staff: Browser;
    let admin: Browser & { email: string };

    const mailsOf = (to: string) =>
      api.db
        .selectFrom('mailOutbox')
        .select(['kind', 'message'])
        .orderBy('id')
        .execute()
        .then((rows) => rows.filter((row) => row.message.to === to));

    const auditOf = async (action: string) => {
      const response = await admin.get(`/api/admin/audit-log?action=${encodeURIComponent(action)}&limit=5`);
      expect(response.status).toBe(200);
      return auditLogResponseSchema.parse(await response.json()).entries;
    };

    beforeAll(async () => {
      staff = await staffBrowser(api, 'staff');
      admin = await staffBrowser(api, 'admin');
    });

    it('when staff call the retired whole-order tracking correction, then it answers 404 and the order stays as it was', async () => {
      const email = `tracking-${Date.now()}@example.com`;
      const order = await placeGuestOrder(api, { email });
      const version = await forceStatus(api, order.id, 'shipped');
      const mailsBefore = (await mailsOf(email)).length;
      // Decision 071: a parcel is corrected on its own route, PUT /orders/{id}/shipments/{shipmentId}.
      const response = await staff.call('PUT', `/api/admin/orders/${order.id}/shipment`, {
        body: { ...NEW_TRACKING, notifyCustomer: true, expectedVersion: version },
      });
      expect((await expectError(response, 404)).code).toBe('NOT_FOUND');

      const { order: detail } = adminOrderResponseSchema.parse(
        await (await staff.get(`/api/admin/orders/${order.id}`)).json(),
      );
      expect(detail.version).toBe(version);
      expect(detail.shipment?.trackingNumber).not.toBe(NEW_TRACKING.trackingNumber);
      expect(await mailsOf(email)).toHaveLength(mailsBefore);
    });

    it('when staff send the confirmation again, then it is in the outbox once more and audited; a shipped notice needs a shipment', async () => {
      const email = `resend-${Date.now()}@example.com`;
      const order = await placeGuestOrder(api, { email });
      await forceStatus(api, order.id, 'confirmed');
      const before = (await mailsOf(email)).filter((mail) => mail.kind === 'order_confirmation').length;

      const response = await staff.post(`/api/admin/orders/${order.id}/mails`, { mail: 'order_confirmation' });
      expect(response.status).toBe(202);
      expect(orderMailResendResponseSchema.parse(await response.json())).toEqual({
        mail: 'order_confirmation',
        to: email,
      });
      const confirmations = (await mailsOf(email)).filter((mail) => mail.kind === 'order_confirmation');
      expect(confirmations).toHaveLength(before + 1);
      expect(confirmations.at(-1)!.message.subject).toContain(order.orderNumber);

      const [row] = await auditOf('order.mail_resent');
      expect(row).toMatchObject({ actionName: 'Sent an order e-mail again', target: order.orderNumber });
      expect(row!.changed).toContain('Order confirmation e-mail sent again');

      const notShipped = await staff.post(`/api/admin/orders/${order.id}/mails`, { mail: 'order_shipped' });
      expect((await expectError(notShipped, 409)).code).toBe('CONFLICT');
      expect(
        (await expectError(await staff.post(`/api/admin/orders/999999/mails`, { mail: 'order_shipped' }), 404)).code,
      ).toBe('NOT_FOUND');
    });

    it('names every write route of the admin table in words', () => {
      const writes = (api.adminRoutes ?? []).filter((route) => route.method !== 'get');
      expect(writes.length).toBeGreaterThan(40);
      const unnamed = writes
        .map((route) => `${route.method.toUpperCase()} /api/admin${route.path}`)
        .filter((action) => !AUDIT_ACTION_NAMES[action]);
      expect(unnamed).toEqual([]);
    });

    it('lists a stock change in words with what changed, never as its route', async () => {
      const product = await createProduct(api.db, { variants: [{ inventoryAvailable: 4 }] });
      const item = await readItem(staff, product.variantIds[0] ?? 0);
      expect((await adjustStock(staff, item, { available: 12 })).status).toBe(200);
      const [row] = await auditOf('/inventory/');
      expect(row?.actionName).toBe('Updated the stock of a variant');
      expect(row?.changed).toContain('available: 12');
      expect(row?.changed.join(' ')).not.toContain('/api/admin');
    });

    it('records a settings save that changes a field with the field’s old and new value, and a save that changes nothing not at all', async () => {
      await saveSettings(admin, { supportEmail: 'crew@before.example' });
      await saveSettings(admin, { supportEmail: 'crew@after.example' });
      const count = async () => {
        const response = await admin.get(
          `/api/admin/audit-log?action=${encodeURIComponent('PUT /api/admin/settings')}`,
        );
        return auditLogResponseSchema.parse(await response.json()).pagination.total;
      };
      const [row] = await auditOf('PUT /api/admin/settings');
      expect(row).toMatchObject({ actionName: 'Changed the shop settings' });
      expect(row!.changed).toEqual(['supportEmail: crew@before.example → crew@after.example']);
      const rows = await count();
      await saveSettings(admin, { supportEmail: 'crew@after.example' });
      expect(await count()).toBe(rows);
    });

    it('answers a form the schema refuses with its field messages, never the raw "Invalid request body" text', async () => {
      const body = await expectError(await admin.post('/api/admin/categories', { name: '   ' }), 400);
      expect(body.fields?.name).toBeDefined();
      expect(body.message).toBe(Object.values(body.fields ?? {}).join(' '));
      expect(body.message).not.toMatch(/Invalid request body|^name /);
    });
  },
  { seed: false },
);
