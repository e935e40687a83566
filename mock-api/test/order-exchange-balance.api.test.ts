import { expect, it } from 'vitest';
import { adminReturnResponseSchema } from '@ps/shared/console-schemas';
import { orderReturnResponseSchema, orderReturnsResponseSchema } from '@ps/shared/schemas';
import { mailsOfOrder } from './support/admin-orders';
import { browser } from './support/browser';
import { expectError } from './support/cart-client';
import { cards } from './support/checkout-client';
import { balanceTokenIn, orderRow } from './support/order-edits';
import { askForReturn, deliveredOrder, returnStep } from './support/returns';
import { staffBrowser } from './support/staff';
import { describeEachDatabase, type ApiTestContext } from './support/suite';

const UPS = { carrier: 'ups', trackingNumber: '1Z999AA10123456784' };

describeEachDatabase('a dearer exchange: the difference is a balance, paid before the replacement leaves', (api) => {
  const stepped = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(200);
    return adminReturnResponseSchema.parse(await response.json()).return;
  };

  /** A delivered M tee and a request to swap it for the S that costs $5 more per unit. */
  async function dearerExchange(context: ApiTestContext, quantity = 1) {
    const order = await deliveredOrder(context, { quantity, otherAdjustmentCents: 500, otherUnits: 3 });
    const response = await askForReturn(context, order.orderNumber, {
      email: order.email,
      kind: 'exchange',
      reason: 'Wrong size',
      lines: [{ itemId: order.item.id, quantity }],
      replacementVariantId: order.otherVariantId,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return { order, request: orderReturnResponseSchema.parse(await response.json()).return };
  }

  it('when a customer is offered a dearer option, then the form says what it costs more', async () => {
    const order = await deliveredOrder(api, { quantity: 1, otherAdjustmentCents: 500 });
    const seen = await browser(api).get(
      `/api/orders/${order.orderNumber}/returns?email=${encodeURIComponent(order.email)}`,
    );
    const view = orderReturnsResponseSchema.parse(await seen.json());
    expect(view.lines[0]?.exchangeOptions).toEqual([
      { variantId: order.otherVariantId, name: 'S', inStock: true, costsMore: 5 },
    ]);
  });

  it('when staff approve a dearer exchange, then one mail asks for the difference, and the replacement leaves once it is paid', async () => {
    const staff = await staffBrowser(api, 'admin');
    const { order, request } = await dearerExchange(api, 2);
    const before = await orderRow(api, order.id);

    const approved = await stepped(await returnStep(staff, api, request.id, 'approve'));
    expect(approved).toMatchObject({ status: 'approved', charged: 10, balanceDue: 10, refunded: null });
    const row = await orderRow(api, order.id);
    expect(row).toMatchObject({
      totalCents: before.totalCents + 1000,
      balanceDueCents: 1000,
      refundedCents: 0,
    });
    const items = await api.db
      .selectFrom('orderItems')
      .selectAll()
      .where('orderId', '=', order.id)
      .orderBy('id')
      .execute();
    expect(items.at(-1)).toMatchObject({
      variantName: 'S',
      quantity: 2,
      unitPriceCents: order.item.unitPriceCents + 500,
    });

    const approvalMails = (await mailsOfOrder(api, order.orderNumber)).filter(
      (mail) => mail.kind === 'return_approved',
    );
    expect(approvalMails).toHaveLength(1);
    const text = approvalMails[0]?.message.text ?? '';
    expect(text).toContain('The option you chose costs $10.00 more');
    expect(text).toContain(`/account/orders/${order.orderNumber}/pay?token=`);
    const token = balanceTokenIn(text);

    await stepped(
      await returnStep(staff, api, request.id, 'receive', { lines: [{ itemId: order.item.id, goodQuantity: 2 }] }),
    );
    const early = await expectError(await returnStep(staff, api, request.id, 'send', UPS), 409);
    expect(early).toEqual({
      code: 'BALANCE_DUE',
      message:
        'The customer has not paid the $10.00 this exchange costs more yet; send the replacement once it is paid.',
    });
    expect(await api.db.selectFrom('orderShipments').select('id').where('orderId', '=', order.id).execute()).toEqual(
      [],
    );

    const customer = browser(api);
    const shown = await customer.get(`/api/orders/${order.orderNumber}/balance?token=${encodeURIComponent(token)}`);
    expect(await shown.json()).toMatchObject({ amountDue: 10 });
    const paid = await customer.post(`/api/orders/${order.orderNumber}/balance`, { token, card: cards.visa });
    expect(paid.status, await paid.clone().text()).toBe(200);
    expect((await orderRow(api, order.id)).balanceDueCents).toBe(0);

    const sent = await stepped(await returnStep(staff, api, request.id, 'send', UPS));
    expect(sent).toMatchObject({ status: 'sent', charged: 10, balanceDue: 0 });
    const audit = await api.db
      .selectFrom('auditLog')
      .select(['action', 'changes'])
      .where('target', '=', order.orderNumber)
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual([
      'return.requested',
      'return.approved',
      'return.received',
      'order.balance_paid',
      'return.sent',
    ]);
    expect(audit[1]?.changes).toMatchObject({ chargedCents: 1000 });
  });

  it('when two staff approve a dearer exchange at once, then one wins and one balance is open', async () => {
    const [first, second] = await Promise.all([staffBrowser(api, 'admin'), staffBrowser(api, 'admin')]);
    const { order, request } = await dearerExchange(api);
    const answers = await Promise.all([
      returnStep(first, api, request.id, 'approve'),
      returnStep(second, api, request.id, 'approve'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const balances = await api.db
      .selectFrom('orderBalancePayments')
      .select(['status', 'amountCents'])
      .where('orderId', '=', order.id)
      .execute();
    expect(balances).toEqual([{ status: 'open', amountCents: 500 }]);
    expect((await orderRow(api, order.id)).balanceDueCents).toBe(500);
    const approvals = (await mailsOfOrder(api, order.orderNumber)).filter((mail) => mail.kind === 'return_approved');
    expect(approvals).toHaveLength(1);
  });
});
