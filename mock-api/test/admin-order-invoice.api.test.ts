import { expect, it } from 'vitest';
import { formatPrice } from '@ps/shared/rules';
import { placeGuestOrder } from './support/admin-orders';
import { browser } from './support/browser';
import { expectError } from './support/cart-client';
import { pdfText } from './support/pdf-text';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('admin order invoice: GET /api/admin/orders/:id/invoice.pdf', (api) => {
  it('answers a PDF attachment naming the shop, the order, its customer, lines and total', async () => {
    const staff = await staffBrowser(api, 'staff');
    const order = await placeGuestOrder(api, { quantity: 2, email: 'invoice.buyer@example.com' });
    const row = await api.db
      .selectFrom('orders')
      .select(['totalCents', 'taxCents', 'shippingCents'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();

    const response = await staff.call('GET', `/api/admin/orders/${order.id}/invoice.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename=invoice-${order.orderNumber}.pdf`);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const text = pdfText(pdf);
    expect(text).toContain('Panic Squad');
    expect(text).toContain(`Order ${order.orderNumber}`);
    expect(text).toContain('invoice.buyer@example.com');
    expect(text).toContain('Qty');
    expect(text).toContain(formatPrice(row.totalCents / 100));
    expect(text).toContain(formatPrice(row.taxCents / 100));
    expect(text).toContain(formatPrice(row.shippingCents / 100));
    expect(text).toContain('Payment status: Paid');
  });

  it('answers 404 for an order that does not exist, and 401 to someone not signed in', async () => {
    const staff = await staffBrowser(api, 'staff');
    expect((await expectError(await staff.call('GET', '/api/admin/orders/999999/invoice.pdf'), 404)).code).toBe(
      'NOT_FOUND',
    );
    const order = await placeGuestOrder(api);
    const nobody = browser(api);
    await expectError(await nobody.call('GET', `/api/admin/orders/${order.id}/invoice.pdf`), 401);
  });
});
