import { beforeAll, expect, it } from 'vitest';
import { adminReturnResponseSchema } from '@ps/shared/console-schemas';
import { orderReturnResponseSchema, orderReturnsResponseSchema } from '@ps/shared/schemas';
import { mailsOfOrder, variantStock } from './support/admin-orders';
import { browser } from './support/browser';
import { expectError } from './support/cart-client';
import { cards, viaServer } from './support/checkout-client';
import { balanceTokenIn, orderRow } from './support/order-edits';
import { recordingRefunds } from './support/recording-refunds';
import { askForReturn, deliveredOrder, returnStep, returnVersion } from './support/returns';
import { createRole, staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('withdrawing a return or an exchange before anything came back', (suite) => {
  // A provider of this database's own: the sandbox knows a refund by its key, and order ids repeat across databases.
  const provider = recordingRefunds();
  let api = suite;
  beforeAll(async () => {
    api = viaServer(suite, await suite.startServer({}, { payments: provider.provider }));
  });

  const stepped = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(200);
    return adminReturnResponseSchema.parse(await response.json()).return;
  };

  /** A delivered tee in M and a request to swap it for the S, which costs `moreCents` more. */
  async function exchangeOf(moreCents: number) {
    const order = await deliveredOrder(api, { quantity: 1, otherAdjustmentCents: moreCents, otherUnits: 3 });
    const response = await askForReturn(api, order.orderNumber, {
      email: order.email,
      kind: 'exchange',
      reason: 'Wrong size',
      lines: [{ itemId: order.item.id, quantity: 1 }],
      replacementVariantId: order.otherVariantId,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return { order, request: orderReturnResponseSchema.parse(await response.json()).return };
  }

  const withdraw = async (order: { orderNumber: string; email: string }, id: number) =>
    browser(api).post(`/api/orders/${order.orderNumber}/returns/${id}/withdraw`, {
      email: order.email,
      expectedVersion: await returnVersion(api, id),
    });

  const approvalToken = async (orderNumber: string) => {
    const mails = await mailsOfOrder(api, orderNumber);
    return balanceTokenIn(mails.find((mail) => mail.kind === 'return_approved')?.message.text ?? '');
  };

  it('when the customer withdraws a request still waiting, then its units can be asked for again and one mail says so', async () => {
    const order = await deliveredOrder(api, { quantity: 1 });
    const asked = await askForReturn(api, order.orderNumber, {
      email: order.email,
      kind: 'return',
      reason: 'Changed my mind',
      lines: [{ itemId: order.item.id, quantity: 1 }],
    });
    const { id } = orderReturnResponseSchema.parse(await asked.json()).return;

    const answer = await withdraw(order, id);
    expect(answer.status, await answer.clone().text()).toBe(200);
    const withdrawn = orderReturnResponseSchema.parse(await answer.json()).return;
    expect(withdrawn.status).toBe('withdrawn');
    expect(withdrawn.steps.map((step) => step.status)).toEqual(['requested', 'withdrawn']);

    const again = await expectError(await withdraw(order, id), 409);
    expect(again).toEqual({
      code: 'INVALID_TRANSITION',
      message: 'This return is withdrawn, so you cannot withdraw it.',
    });
    const seen = await browser(api).get(
      `/api/orders/${order.orderNumber}/returns?email=${encodeURIComponent(order.email)}`,
    );
    expect(orderReturnsResponseSchema.parse(await seen.json()).lines[0]?.returnable).toBe(1);
    const kinds = (await mailsOfOrder(api, order.orderNumber)).map((mail) => mail.kind);
    expect(kinds.filter((kind) => kind === 'return_withdrawn')).toHaveLength(1);
    const audit = await api.db
      .selectFrom('auditLog')
      .select('action')
      .where('target', '=', order.orderNumber)
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['return.requested', 'return.withdrawn']);
    const events = await api.db.selectFrom('orderEvents').select('note').where('orderId', '=', order.id).execute();
    expect(events.map((event) => event.note)).toContain(`Return ${id}: withdrawn by the customer`);
  });

  it('when the customer withdraws an unpaid dearer exchange, then its balance is void, its link says so and the replacement is back on sale', async () => {
    const staff = await staffBrowser(api, 'admin');
    const { order, request } = await exchangeOf(500);
    const before = await orderRow(api, order.id);
    const stock = await variantStock(api, order.otherVariantId);
    await stepped(await returnStep(staff, api, request.id, 'approve'));
    expect(await variantStock(api, order.otherVariantId)).toBe(stock - 1);
    const token = await approvalToken(order.orderNumber);

    const answer = await withdraw(order, request.id);
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(orderReturnResponseSchema.parse(await answer.json()).return).toMatchObject({
      status: 'withdrawn',
      balanceDue: 0,
    });
    expect(await orderRow(api, order.id)).toMatchObject({
      totalCents: before.totalCents,
      subtotalCents: before.subtotalCents,
      balanceDueCents: 0,
      refundedCents: 0,
    });
    expect(await variantStock(api, order.otherVariantId)).toBe(stock);
    const items = await api.db.selectFrom('orderItems').select('id').where('orderId', '=', order.id).execute();
    expect(items).toEqual([{ id: order.item.id }]);

    const link = `/api/orders/${order.orderNumber}/balance`;
    const shown = await expectError(await browser(api).get(`${link}?token=${encodeURIComponent(token)}`), 409);
    expect(shown).toEqual({
      code: 'BALANCE_WITHDRAWN',
      message: 'The exchange this link was for was withdrawn, so this payment is no longer due.',
    });
    expect((await expectError(await browser(api).post(link, { token, card: cards.visa }), 409)).code).toBe(
      'BALANCE_WITHDRAWN',
    );
    const mail = (await mailsOfOrder(api, order.orderNumber)).find((each) => each.kind === 'return_withdrawn');
    expect(mail?.message.text).toContain('The $5.00 it cost more is no longer due');
    expect(provider.state.refunds.filter((refund) => refund.paymentId === before.paymentReference)).toEqual([]);
  });

  it('when staff withdraw a paid dearer exchange, then the difference is refunded once and a second try is refused', async () => {
    const staff = await staffBrowser(api, 'admin');
    const { order, request } = await exchangeOf(700);
    const before = await orderRow(api, order.id);
    await stepped(await returnStep(staff, api, request.id, 'approve'));
    const token = await approvalToken(order.orderNumber);
    const paid = await browser(api).post(`/api/orders/${order.orderNumber}/balance`, { token, card: cards.visa });
    expect(paid.status, await paid.clone().text()).toBe(200);
    const refundsBefore = provider.state.refunds.length;

    const withdrawn = await stepped(await returnStep(staff, api, request.id, 'withdraw'));
    expect(withdrawn).toMatchObject({ status: 'withdrawn', refunded: 7, charged: 7, balanceDue: 0 });
    const answers = await Promise.all([returnStep(staff, api, request.id, 'withdraw'), withdraw(order, request.id)]);
    expect(answers.map((each) => each.status)).toEqual([409, 409]);
    const refunds = provider.state.refunds.slice(refundsBefore);
    expect(refunds.map((refund) => refund.amountCents)).toEqual([700]);
    expect(await orderRow(api, order.id)).toMatchObject({
      totalCents: before.totalCents,
      balanceDueCents: 0,
      refundedCents: 0,
    });
    const rows = await api.db
      .selectFrom('orderRefunds')
      .select('amountCents')
      .where('orderId', '=', order.id)
      .execute();
    expect(rows).toEqual([{ amountCents: 700 }]);
    const audit = await api.db
      .selectFrom('auditLog')
      .select(['action', 'changes'])
      .where('target', '=', order.orderNumber)
      .orderBy('id')
      .execute();
    expect(audit.at(-1)).toMatchObject({ action: 'return.withdrawn', changes: { refundedCents: 700, voidedCents: 0 } });
    const mail = (await mailsOfOrder(api, order.orderNumber)).find((each) => each.kind === 'return_withdrawn');
    expect(mail?.message.text).toContain('We have refunded the $7.00 you paid for the difference.');
  });

  it('refuses a request already received (409), another customer’s request (404), and a role without the permission (403)', async () => {
    const admin = await staffBrowser(api, 'admin');
    const { order, request } = await exchangeOf(0);
    await stepped(await returnStep(admin, api, request.id, 'approve'));
    await stepped(
      await returnStep(admin, api, request.id, 'receive', { lines: [{ itemId: order.item.id, goodQuantity: 1 }] }),
    );
    const late = await expectError(await withdraw(order, request.id), 409);
    expect(late).toEqual({
      code: 'INVALID_TRANSITION',
      message: 'This exchange is received, so you cannot withdraw it.',
    });

    const other = await deliveredOrder(api, { quantity: 1 });
    const stranger = await expectError(await withdraw(other, request.id), 404);
    expect(stranger.code).toBe('NOT_FOUND');
    const guessed = await expectError(await withdraw({ ...order, email: 'someone@example.com' }, request.id), 404);
    expect(guessed.code).toBe('NOT_FOUND');

    const { request: waiting } = await exchangeOf(0);
    const viewer = await staffBrowser(api, (await createRole(api, ['orders.view'])).name);
    expect((await expectError(await returnStep(viewer, api, waiting.id, 'withdraw'), 403)).code).toBe('FORBIDDEN');
    const stored = await api.db
      .selectFrom('orderReturns')
      .select('status')
      .where('id', '=', waiting.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('requested');
  });

  it('refuses to withdraw an approved cheaper exchange whose difference was already refunded', async () => {
    const admin = await staffBrowser(api, 'admin');
    const order = await deliveredOrder(api, { quantity: 1, boughtAdjustmentCents: 300 });
    const asked = await askForReturn(api, order.orderNumber, {
      email: order.email,
      kind: 'exchange',
      reason: 'Wrong size',
      lines: [{ itemId: order.item.id, quantity: 1 }],
      replacementVariantId: order.otherVariantId,
    });
    const { id } = orderReturnResponseSchema.parse(await asked.json()).return;
    await stepped(await returnStep(admin, api, id, 'approve'));
    const refused = await expectError(await withdraw(order, id), 409);
    expect(refused.code).toBe('DIFFERENCE_REFUNDED');
    expect(
      (await api.db.selectFrom('orderReturns').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
    ).toBe('approved');
  });
});
