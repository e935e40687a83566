import { expect, it } from 'vitest';
import { adminOrderResponseSchema, createOrderResponseSchema } from '@ps/shared/schemas';
import { changeStatus } from './support/admin-orders';
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

    const staff = await staffBrowser(stripe.api, 'staff');

    const response = await changeStatus(staff, order.id, { status: 'refunded', expectedVersion: order.version });
    expect(response.status).toBe(200);
    const { order: refunded } = adminOrderResponseSchema.parse(await response.json());
    expect(refunded).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
    const calls = stripe.fake.requests.filter((request) => request.path === '/v1/refunds');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.form).toMatchObject({ payment_intent: order.paymentReference });
    expect(refunded.payment.refundReference).toMatch(/^re_fake_/);
  });
});
