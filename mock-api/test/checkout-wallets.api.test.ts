import { expect, it } from 'vitest';
import { adminOrderResponseSchema } from '@ps/shared/console-schemas';
import { createOrderResponseSchema, orderDetailResponseSchema, SANDBOX_WALLET_TOKENS } from '@ps/shared/schemas';
import { forceStatus, refundLines } from './support/admin-orders';
import { expectError } from './support/cart-client';
import { cards, orderDraft, readyToPay } from './support/checkout-client';
import { ordersOfCheckout, unitsLeft } from './support/checkout-state';
import { pdfText } from './support/pdf-text';
import { createProduct } from './support/factories';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

type Wallet = keyof typeof SANDBOX_WALLET_TOKENS;

describeEachDatabase('checkout: PayPal, Apple Pay and Google Pay through the sandbox', (api) => {
  async function shopperPaying(type: Wallet | 'card', stock = 5) {
    const product = await createProduct(api.db, { variants: [{ inventoryAvailable: stock }] });
    const variantId = product.variantIds[0] ?? 0;
    const shopper = await readyToPay(api, [{ productId: product.id, variantId, quantity: 2 }], {
      draft: { ...orderDraft, paymentMethod: { type } },
    });
    const state = async () => ({
      stock: await unitsLeft(api.db, variantId),
      orders: await ordersOfCheckout(api.db, shopper.checkoutSessionId),
    });
    return { shopper, state };
  }

  it.each([
    ['paypal', { type: 'paypal', brand: null, last4: null }],
    ['apple_pay', { type: 'apple_pay', brand: 'visa', last4: '4242' }],
    ['google_pay', { type: 'google_pay', brand: 'visa', last4: '4242' }],
  ] as const)('places and records an order paid with %s', async (type, paymentMethod) => {
    const { shopper, state } = await shopperPaying(type);
    const response = await shopper.createOrder({ paymentMethodId: SANDBOX_WALLET_TOKENS[type].approve });
    expect(response.status).toBe(201);
    const { orderNumber } = createOrderResponseSchema.parse(await response.json());
    const { order } = orderDetailResponseSchema.parse(await (await shopper.lookUpOrder(orderNumber)).json());
    expect(order).toMatchObject({ paymentStatus: 'paid', paymentMethod });
    const [row] = (await state()).orders;
    expect(row).toMatchObject({ paymentMethodType: type, paymentProvider: 'sandbox' });
    expect(row?.paymentReference).toMatch(/^pi_sandbox_/);
  });

  it.each([
    ['paypal', 'PAYMENT_FAILED', 'Your payment could not be completed. Try another payment method.'],
    ['apple_pay', 'CARD_DECLINED', 'Your card was declined. Try another card.'],
    ['google_pay', 'CARD_DECLINED', 'Your card was declined. Try another card.'],
  ] as const)('answers 402 when %s declines, takes nothing, then pays on approval', async (type, code, message) => {
    const { shopper, state } = await shopperPaying(type);
    const declined = await shopper.createOrder({ paymentMethodId: SANDBOX_WALLET_TOKENS[type].decline });
    expect(await expectError(declined, 402)).toEqual({ code, message });
    expect(await state()).toEqual({ stock: 5, orders: [] });
    expect((await shopper.createOrder({ paymentMethodId: SANDBOX_WALLET_TOKENS[type].approve })).status).toBe(201);
    expect((await state()).stock).toBe(3);
  });

  it('refuses a wallet payment without its approval, with card details, or with another method’s token', async () => {
    const { shopper, state } = await shopperPaying('paypal');
    expect(await expectError(await shopper.createOrder({}), 400)).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Approve the payment with PayPal first',
      fields: { paymentMethodId: 'Approve the payment with PayPal first' },
    });
    expect((await expectError(await shopper.createOrder({ card: cards.visa }), 400)).fields).toHaveProperty('card');
    const foreign = await shopper.createOrder({ paymentMethodId: SANDBOX_WALLET_TOKENS.google_pay.approve });
    expect((await expectError(foreign, 402)).code).toBe('PAYMENT_FAILED');
    expect(await state()).toEqual({ stock: 5, orders: [] });
  });

  it('charges the total the server computes: an amount in the request changes nothing', async () => {
    const { shopper, state } = await shopperPaying('paypal');
    const { session } = (await (await shopper.getSession()).json()) as { session: { totals: { total: number } } };
    const cheap = await shopper.createOrder({
      paymentMethodId: SANDBOX_WALLET_TOKENS.paypal.approve,
      amount: 1,
      amountCents: 1,
      total: 0.01,
    });
    expect(cheap.status).toBe(201);
    expect((await state()).orders[0]?.totalCents).toBe(Math.round(session.totals.total * 100));
    const lowered = await shopperPaying('paypal');
    const refused = await lowered.shopper.createOrder({
      paymentMethodId: SANDBOX_WALLET_TOKENS.paypal.approve,
      expectedTotal: 0.01,
    });
    expect((await expectError(refused, 409)).code).toBe('TOTAL_CHANGED');
    expect(await lowered.state()).toEqual({ stock: 5, orders: [] });
  });

  it('gives a repeated PayPal create-order the same order', async () => {
    const { shopper, state } = await shopperPaying('paypal');
    const pay = { paymentMethodId: SANDBOX_WALLET_TOKENS.paypal.approve };
    const [first, second] = await Promise.all([shopper.createOrder(pay), shopper.createOrder(pay)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect((await state()).orders).toHaveLength(1);
  });

  it('refunds a PayPal-paid order line by line through the console', async () => {
    const staff = await staffBrowser(api, 'admin');
    const { shopper, state } = await shopperPaying('paypal');
    expect((await shopper.createOrder({ paymentMethodId: SANDBOX_WALLET_TOKENS.paypal.approve })).status).toBe(201);
    const order = (await state()).orders[0]!;
    const version = await forceStatus(api, order.id, 'delivered');
    const [item] = await api.db.selectFrom('orderItems').selectAll().where('orderId', '=', order.id).execute();
    const refunded = await refundLines(staff, order.id, {
      lines: [{ itemId: item!.id, quantity: 2 }],
      restock: true,
      expectedVersion: version,
    });
    expect(refunded.status).toBe(201);
    const detail = adminOrderResponseSchema.parse(await refunded.json()).order;
    expect(detail).toMatchObject({ status: 'refunded', paymentStatus: 'refunded', paymentMethod: { type: 'paypal' } });
    expect(detail.refunds.refunded).toBe(order.totalCents / 100);
    const refunds = await api.db.selectFrom('orderRefunds').selectAll().where('orderId', '=', order.id).execute();
    expect(refunds.map((each) => each.providerRefundId)).toEqual([expect.stringMatching(/^re_sandbox_/)]);
    expect((await state()).stock).toBe(5);
    const invoice = await staff.call('GET', `/api/admin/orders/${order.id}/invoice.pdf`);
    expect(pdfText(Buffer.from(await invoice.arrayBuffer()))).toContain('Payment status: Refunded, paid with PayPal');
  });
});
