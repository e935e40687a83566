import { expect, it } from 'vitest';
import { adminOrderResponseSchema } from '@ps/shared/console-schemas';
import { createOrderResponseSchema } from '@ps/shared/schemas';
import { changeStatus, refundLines } from './support/admin-orders';
import { staffBrowser } from './support/staff';
import { useStripeServer } from './support/stripe-suite';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('admin order refunds through Stripe, against a local double', (suite) => {
  const stripe = useStripeServer(suite);

  it('refunds the captured PaymentIntent once, with one key per order, and records the refund', async () => {
    const { shopper } = await stripe.shopperWithStock();
    const placed = await shopper.createOrder({ paymentMethodId: 'pm_card_visa' });
    const { orderNumber } = createOrderResponseSchema.parse(await placed.json());
    const order = await stripe.api.db
      .selectFrom('orders')
      .select(['id', 'version', 'paymentReference'])
      .where('orderNumber', '=', orderNumber)
      .executeTakeFirstOrThrow();

    const staff = await staffBrowser(stripe.api, 'admin');

    const response = await changeStatus(staff, order.id, { status: 'refunded', expectedVersion: order.version });
    expect(response.status).toBe(200);
    const { order: refunded } = adminOrderResponseSchema.parse(await response.json());
    expect(refunded).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
    const calls = stripe.fake.requests.filter((request) => request.path === '/v1/refunds');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.form).toMatchObject({ payment_intent: order.paymentReference });
    expect(refunded.payment.refundReference).toMatch(/^re_fake_/);
  });

  it('refunds one unit through Stripe with its amount, then the rest with a second refund', async () => {
    const { shopper } = await stripe.shopperWithStock(5, 2);
    const placed = await shopper.createOrder({ paymentMethodId: 'pm_card_visa' });
    const { orderNumber } = createOrderResponseSchema.parse(await placed.json());
    const order = await stripe.api.db
      .selectFrom('orders')
      .select(['id', 'version', 'paymentReference', 'totalCents'])
      .where('orderNumber', '=', orderNumber)
      .executeTakeFirstOrThrow();
    const item = await stripe.api.db
      .selectFrom('orderItems')
      .select('id')
      .where('orderId', '=', order.id)
      .executeTakeFirstOrThrow();
    const staff = await staffBrowser(stripe.api, 'admin');

    const lines = [{ itemId: item.id, quantity: 1 }];
    const partial = await refundLines(staff, order.id, { lines, expectedVersion: order.version });
    expect(partial.status).toBe(201);
    const { order: partly } = adminOrderResponseSchema.parse(await partial.json());
    expect(partly.paymentStatus).toBe('partially_refunded');
    const partCents = Math.round(partly.refunds.refunded * 100);
    expect(partCents).toBeLessThan(order.totalCents);

    const rest = await changeStatus(staff, order.id, { status: 'refunded', expectedVersion: partly.version });
    expect(rest.status).toBe(200);
    const { order: whole } = adminOrderResponseSchema.parse(await rest.json());
    expect(whole).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
    expect(whole.refunds.refunded).toBe(order.totalCents / 100);

    const calls = stripe.fake.requests.filter(
      (request) => request.path === '/v1/refunds' && request.form.payment_intent === order.paymentReference,
    );
    expect(calls.map((call) => call.form)).toEqual([
      expect.objectContaining({ payment_intent: order.paymentReference, amount: String(partCents) }),
      expect.objectContaining({ payment_intent: order.paymentReference, amount: String(order.totalCents - partCents) }),
    ]);
  });
});
