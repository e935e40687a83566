import { parse } from 'csv-parse/sync';
import { beforeAll, expect, it } from 'vitest';
import { adminOrdersResponseSchema, dashboardResponseSchema } from '@ps/shared/console-schemas';
import type { Browser } from './support/browser';
import { changeStatus, forceStatus, placeGuestOrder, refundLines } from './support/admin-orders';
import { cards, readyToPay } from './support/checkout-client';
import { createProduct } from './support/factories';
import { createPromotion } from './support/promotions';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

type Row = Record<string, string>;

const cents = (amount: string | undefined) => Math.round(Number(amount) * 100);

/** The CSV as records keyed by its header, so a check reads "Refunded", not column 16. */
async function csvRecords(staff: Browser, path: string): Promise<Row[]> {
  const response = await staff.get(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  return parse(await response.text(), { columns: true }) as Row[];
}

describeEachDatabase(
  'admin orders CSV: a bookkeeper rebuilds revenue, discounts, refunds and lines from it',
  (api) => {
    let staff: Browser;
    const numbers: Record<'paid' | 'partlyRefunded' | 'cancelled' | 'pending' | 'promoExpress', string> = {
      paid: '',
      partlyRefunded: '',
      cancelled: '',
      pending: '',
      promoExpress: '',
    };
    let promoCode = '';

    beforeAll(async () => {
      staff = await staffBrowser(api, 'admin');
      const paid = await placeGuestOrder(api);
      await forceStatus(api, paid.id, 'confirmed');
      numbers.paid = paid.orderNumber;

      const partly = await placeGuestOrder(api, { quantity: 3 });
      const version = await forceStatus(api, partly.id, 'confirmed');
      const item = await api.db
        .selectFrom('orderItems')
        .select('id')
        .where('orderId', '=', partly.id)
        .executeTakeFirstOrThrow();
      expect(
        (await refundLines(staff, partly.id, { lines: [{ itemId: item.id, quantity: 1 }], expectedVersion: version }))
          .status,
      ).toBe(201);
      numbers.partlyRefunded = partly.orderNumber;

      const cancelled = await placeGuestOrder(api);
      const cancelledVersion = await forceStatus(api, cancelled.id, 'confirmed');
      await changeStatus(staff, cancelled.id, { status: 'cancelled', expectedVersion: cancelledVersion });
      numbers.cancelled = cancelled.orderNumber;

      const pending = await placeGuestOrder(api);
      await forceStatus(api, pending.id, 'pending');
      numbers.pending = pending.orderNumber;

      const product = await createProduct(api.db, { basePriceCents: 4000, variants: [{ inventoryAvailable: 5 }] });
      promoCode = (await createPromotion(api.db, { value: 25 })).code;
      const shopper = await readyToPay(
        api,
        [{ productId: product.id, variantId: product.variantIds[0] ?? 0, quantity: 2 }],
        {
          shippingMethod: 'express',
        },
      );
      expect((await shopper.cart.call('POST', '/promo', { code: promoCode })).status).toBe(200);
      const created = await shopper.createOrder({ card: cards.visa });
      expect(created.status).toBe(201);
      numbers.promoExpress = ((await created.json()) as { orderNumber: string }).orderNumber;
      const { id } = await api.db
        .selectFrom('orders')
        .select('id')
        .where('orderNumber', '=', numbers.promoExpress)
        .executeTakeFirstOrThrow();
      await forceStatus(api, id, 'confirmed');
    });

    it('has the discount, the promo code, the shipping method, what was paid, refunded and kept on every order', async () => {
      const rows = await csvRecords(staff, '/api/admin/orders/export?format=csv&sort=oldest');
      const byNumber = new Map(rows.map((row) => [row.Order, row]));
      expect(Object.keys(rows[0] ?? {})).toEqual(
        expect.arrayContaining(['Discount', 'Promotion code', 'Shipping method', 'Paid', 'Refunded', 'Net']),
      );
      for (const row of rows) {
        expect(cents(row.Subtotal) - cents(row.Discount) + cents(row.Shipping) + cents(row.Tax), row.Order).toBe(
          cents(row.Total),
        );
        expect(cents(row.Paid) - cents(row.Refunded), row.Order).toBe(cents(row.Net));
      }
      const promo = byNumber.get(numbers.promoExpress)!;
      expect(promo).toMatchObject({
        'Promotion code': promoCode,
        'Shipping method': 'Express Shipping',
        Discount: '20.00',
      });
      expect(byNumber.get(numbers.paid)).toMatchObject({ 'Shipping method': 'Standard Shipping', Refunded: '0.00' });
      expect(byNumber.get(numbers.paid)!.Paid).toBe(byNumber.get(numbers.paid)!.Total);
      const partly = byNumber.get(numbers.partlyRefunded)!;
      expect(partly.Payment).toBe('partially_refunded');
      expect(cents(partly.Refunded)).toBeGreaterThan(0);
      expect(cents(partly.Net)).toBe(cents(partly.Total) - cents(partly.Refunded));
      expect(byNumber.get(numbers.cancelled)).toMatchObject({ Payment: 'refunded', Net: '0.00' });
      expect(byNumber.get(numbers.pending)).toMatchObject({ Paid: '0.00', Net: '0.00' });
    });

    it('adds up: the Net column sums to the revenue of the dashboard and of the orders list', async () => {
      const rows = await csvRecords(staff, '/api/admin/orders/export?format=csv');
      const net = rows.reduce((sum, row) => sum + cents(row.Net), 0);
      const dashboard = dashboardResponseSchema.parse(
        await (await staff.get('/api/admin/dashboard?period=today')).json(),
      );
      expect(cents(String(dashboard.figures.revenue))).toBe(net);
      const list = adminOrdersResponseSchema.parse(await (await staff.get('/api/admin/orders')).json());
      expect(cents(String(list.summary.totalRevenue))).toBe(net);
    });

    it('exports the lines: each order’s line totals make its subtotal, with the units refunded', async () => {
      const orders = await csvRecords(staff, '/api/admin/orders/export?format=csv');
      const lines = await csvRecords(staff, '/api/admin/orders/export/lines?format=csv');
      expect(Object.keys(lines[0] ?? {})).toEqual([
        'Order',
        'Placed at',
        'Status',
        'Payment',
        'SKU',
        'Product',
        'Variant',
        'Quantity',
        'Unit price',
        'Line total',
        'Refunded quantity',
      ]);
      for (const order of orders) {
        const own = lines.filter((line) => line.Order === order.Order);
        expect(own.length, order.Order).toBeGreaterThan(0);
        expect(
          own.reduce((sum, line) => sum + cents(line['Line total']), 0),
          order.Order,
        ).toBe(cents(order.Subtotal));
        for (const line of own)
          expect(cents(line['Unit price']) * Number(line.Quantity)).toBe(cents(line['Line total']));
      }
      const partly = lines.filter((line) => line.Order === numbers.partlyRefunded);
      expect(partly.map((line) => [line.Quantity, line['Refunded quantity']])).toEqual([['3', '1']]);
      const filtered = await csvRecords(staff, '/api/admin/orders/export/lines?format=csv&status=pending');
      expect(filtered.map((line) => line.Order)).toEqual([numbers.pending]);
    });

    it('keeps the filter’s figures on the list: the summary counts only the matching orders', async () => {
      const list = adminOrdersResponseSchema.parse(await (await staff.get('/api/admin/orders?status=pending')).json());
      expect(list.summary).toMatchObject({ total: 1, totalRevenue: 0, byStatus: { pending: 1, processing: 0 } });
      const refunded = adminOrdersResponseSchema.parse(
        await (await staff.get('/api/admin/orders?paymentStatus=partially_refunded')).json(),
      );
      expect(refunded.summary.total).toBe(1);
      const kept = cents(String(refunded.orders[0]!.total)) - (await refundedCentsOf(numbers.partlyRefunded));
      expect(cents(String(refunded.summary.totalRevenue))).toBe(kept);
    });

    async function refundedCentsOf(orderNumber: string): Promise<number> {
      const { refundedCents } = await api.db
        .selectFrom('orders')
        .select('refundedCents')
        .where('orderNumber', '=', orderNumber)
        .executeTakeFirstOrThrow();
      return refundedCents;
    }
  },
  { seed: false },
);
