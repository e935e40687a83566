import { parse } from 'csv-parse/sync';
import { beforeAll, expect, it } from 'vitest';
import {
  adminOrderResponseSchema,
  adminOrdersResponseSchema,
  type AdminOrdersResponse,
} from '@ps/shared/console-schemas';
import type { Browser } from './support/browser';
import { changeStatus, forceStatus, placeGuestOrder } from './support/admin-orders';
import { expectError } from './support/cart-client';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

describeEachDatabase(
  'admin orders: list, filters, pagination, summary, detail and CSV export',
  (api) => {
    let staff: Browser;
    const placed: Awaited<ReturnType<typeof placeGuestOrder>>[] = [];

    const list = async (query = ''): Promise<AdminOrdersResponse> => {
      const response = await staff.get(`/api/admin/orders${query}`);
      expect(response.status).toBe(200);
      return adminOrdersResponseSchema.parse(await response.json());
    };

    beforeAll(async () => {
      staff = await staffBrowser(api, 'staff');
      // Oldest first: Ann, Bob, Cat, =Evil, Dan; then each is moved to the status the checks need.
      for (const name of ['Ann', 'Bob', 'Cat', '=Evil', 'Dan']) {
        placed.push(await placeGuestOrder(api, { address: { firstName: name, city: 'Chicago' } }));
      }
      await forceStatus(api, placed[1]!.id, 'processing');
      await forceStatus(api, placed[2]!.id, 'processing');
      await forceStatus(api, placed[3]!.id, 'pending');
      const version = await forceStatus(api, placed[4]!.id, 'confirmed');
      // Cancelling a paid order refunds it: a role with the refund permission does it (decision 070).
      const admin = await staffBrowser(api, 'admin');
      await changeStatus(admin, placed[4]!.id, { status: 'cancelled', expectedVersion: version });
    });

    it('pages newest first with the total, and sorts by total or age', async () => {
      const first = await list('?limit=2&offset=0');
      expect(first.orders.map((order) => order.orderNumber)).toEqual([placed[4]!.orderNumber, placed[3]!.orderNumber]);
      expect(first.pagination).toEqual({ total: 5, hasMore: true });
      const last = await list('?limit=2&offset=4');
      expect(last.orders.map((order) => order.orderNumber)).toEqual([placed[0]!.orderNumber]);
      expect(last.pagination).toEqual({ total: 5, hasMore: false });
      const oldest = await list('?sort=oldest&limit=1');
      expect(oldest.orders[0]?.orderNumber).toBe(placed[0]!.orderNumber);
      expect(first.orders[0]).toMatchObject({
        customerName: 'Dan Doe',
        itemCount: 1,
        shippingAddress: { city: 'Chicago', state: 'IL', country: 'US' },
      });
    });

    it('filters by status, payment status and text in the number, e-mail or name', async () => {
      const processing = await list('?status=processing');
      expect(processing.orders.map((order) => order.orderNumber).sort()).toEqual(
        [placed[1]!.orderNumber, placed[2]!.orderNumber].sort(),
      );
      expect((await list('?paymentStatus=refunded')).orders.map((order) => order.id)).toEqual([placed[4]!.id]);
      expect((await list('?q=cat%20doe')).orders.map((order) => order.id)).toEqual([placed[2]!.id]);
      const byNumber = await list(`?q=${placed[0]!.orderNumber.slice(-6).toLowerCase()}`);
      expect(byNumber.orders.map((order) => order.id)).toEqual([placed[0]!.id]);
      expect((await list('?q=100%25')).pagination.total).toBe(0);
      const bad = await expectError(await staff.get('/api/admin/orders?status=lost&limit=500'), 400);
      expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['limit', 'status']);
    });

    it('sums the shop: paid revenue, all orders, the average paid order, pending and processing', async () => {
      const { summary, orders } = await list('?limit=100');
      const paid = orders.filter((order) => order.paymentStatus === 'paid');
      const revenue = paid.reduce((sum, order) => sum + Math.round(order.total * 100), 0);
      expect(paid).toHaveLength(3);
      expect(summary).toEqual({
        totalRevenue: revenue / 100,
        total: 5,
        averageOrderValue: Math.round(revenue / 3) / 100,
        byStatus: { pending: 1, processing: 2 },
      });
    });

    it('shows one order in full, with the staff timeline and notes; 404 and 400 for bad ids', async () => {
      const noted = await staff.post(`/api/admin/orders/${placed[4]!.id}/notes`, { body: 'Customer called to cancel' });
      expect(noted.status).toBe(201);
      const response = await staff.get(`/api/admin/orders/${placed[4]!.id}`);
      const { order } = adminOrderResponseSchema.parse(await response.json());
      expect(order).toMatchObject({
        status: 'cancelled',
        customerInfo: { name: 'Dan Doe' },
        billingAddress: { city: 'Chicago' },
        summary: { itemCount: 1, uniqueProducts: 1, totalQuantity: 1 },
        payment: { provider: 'sandbox' },
      });
      expect(order.events.map((event) => [event.status, event.staffName])).toEqual([
        ['pending', null],
        ['confirmed', null],
        ['cancelled', 'A admin'],
      ]);
      expect(order.staffNotes).toMatchObject([{ body: 'Customer called to cancel', staffName: 'A staff' }]);
      expect((await expectError(await staff.get('/api/admin/orders/999999'), 404)).message).toBe('Order not found');
      expect((await staff.get('/api/admin/orders/abc')).status).toBe(400);
    });

    it('exports the filtered list as CSV, every cell a shopper typed kept from running as a formula', async () => {
      const response = await staff.get('/api/admin/orders/export?format=csv&status=pending');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="?orders-\d{4}-\d{2}-\d{2}\.csv"?$/,
      );
      const rows = parse(await response.text()) as string[][];
      expect(rows[0]?.slice(0, 5)).toEqual(['Order', 'Placed at', 'Status', 'Payment', 'Customer']);
      expect(rows.slice(1).map((row) => [row[0], row[2], row[4]])).toEqual([
        [placed[3]!.orderNumber, 'pending', "'=Evil Doe"],
      ]);
      const all = parse(await (await staff.get('/api/admin/orders/export?sort=oldest')).text()) as string[][];
      expect(all.slice(1).map((row) => row[0])).toEqual(placed.map((order) => order.orderNumber));
    });
  },
  { seed: false },
);
