import { beforeAll, expect, it } from 'vitest';
import { mailsOfOrder, refundLines } from './support/admin-orders';
import { browser } from './support/browser';
import { expectError } from './support/cart-client';
import { cards, viaServer } from './support/checkout-client';
import { balanceTokenIn, changeLines, orderRow, placeEditableOrder } from './support/order-edits';
import { recordingRefunds } from './support/recording-refunds';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('refunds across an order’s payments: the checkout’s first, then its paid balances', (suite) => {
  // A provider of this database's own: the sandbox knows a refund by its key, and order ids repeat across databases.
  const provider = recordingRefunds();
  let api = suite;
  beforeAll(async () => {
    api = viaServer(suite, await suite.startServer({}, { payments: provider.provider }));
  });

  /** A paid order whose tee staff swapped for the dearer size, and the balance's pay link. */
  async function orderWithBalance() {
    const staff = await staffBrowser(api, 'admin');
    const placed = await placeEditableOrder(api);
    const swap = { itemId: placed.teeLine.id, variantId: placed.variants.large, quantity: 1 };
    const edited = await changeLines(staff, placed.order.id, {
      lines: [swap],
      expectedVersion: placed.order.version,
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    const mails = (await mailsOfOrder(api, placed.order.orderNumber)).filter((mail) => mail.kind === 'order_changed');
    const token = balanceTokenIn(mails.at(-1)?.message.text ?? '');
    return { ...placed, staff, token, row: await orderRow(api, placed.order.id) };
  }

  const payBalance = async (orderNumber: string, token: string) => {
    const paid = await browser(api).post(`/api/orders/${orderNumber}/balance`, { token, card: cards.visa });
    expect(paid.status, await paid.clone().text()).toBe(200);
  };

  it('when a balance is still due, then a refund by line is refused and nothing moves', async () => {
    const { staff, order, capLine, row } = await orderWithBalance();
    const refused = await expectError(
      await refundLines(staff, order.id, {
        lines: [{ itemId: capLine.id, quantity: 1 }],
        expectedVersion: row.version,
      }),
      409,
    );
    expect(refused).toEqual({
      code: 'BALANCE_DUE',
      message: `The customer still owes $${(row.balanceDueCents / 100).toFixed(2)} from a change or a dearer exchange, so items cannot be refunded one by one until it is paid. Cancelling or refunding the whole order gives back what was taken.`,
    });
    expect(await orderRow(api, order.id)).toMatchObject({ refundedCents: 0, version: row.version });
    expect(provider.state.refunds.filter((refund) => refund.idempotencyKey.startsWith(`order-${order.id}-`))).toEqual(
      [],
    );
  });

  it('when a refund is more than is left of the checkout’s payment, then the rest comes from the balance, each part once on retry', async () => {
    const { staff, order, teeLine, capLine, token, row } = await orderWithBalance();
    const balanceCents = row.balanceDueCents;
    await payBalance(order.orderNumber, token);
    const balance = await api.db
      .selectFrom('orderBalancePayments')
      .selectAll()
      .where('orderId', '=', order.id)
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow();
    const refundsOf = () =>
      provider.state.refunds.filter((refund) => refund.idempotencyKey.startsWith(`order-${order.id}-`));

    // The cap's share fits in the checkout's payment.
    const first = await refundLines(staff, order.id, {
      lines: [{ itemId: capLine.id, quantity: 1 }],
      expectedVersion: (await orderRow(api, order.id)).version,
    });
    expect(first.status, await first.clone().text()).toBe(201);
    const capCents = (await orderRow(api, order.id)).refundedCents;
    expect(refundsOf()).toEqual([
      expect.objectContaining({ paymentId: order.paymentReference, amountCents: capCents }),
    ]);

    // The last units give back the rest: what is left of the checkout's payment, then the balance.
    const rest = {
      lines: [{ itemId: teeLine.id, quantity: 1 }],
      expectedVersion: (await orderRow(api, order.id)).version,
    };
    provider.state.failOnceFor = balance.providerPaymentId;
    expect((await refundLines(staff, order.id, rest)).status).toBe(503);
    expect(await orderRow(api, order.id)).toMatchObject({
      refundedCents: capCents,
      paymentStatus: 'partially_refunded',
    });
    const retried = await refundLines(staff, order.id, rest);
    expect(retried.status, await retried.clone().text()).toBe(201);

    const checkoutRest = order.totalCents - capCents;
    const key = `order-${order.id}-refund-2`;
    expect(refundsOf().slice(1)).toEqual([
      expect.objectContaining({ paymentId: order.paymentReference, idempotencyKey: key, amountCents: checkoutRest }),
      expect.objectContaining({ paymentId: order.paymentReference, idempotencyKey: key, amountCents: checkoutRest }),
      expect.objectContaining({
        paymentId: balance.providerPaymentId,
        idempotencyKey: `${key}-balance-${balance.id}`,
        amountCents: balanceCents,
      }),
    ]);
    const [, firstTry, secondTry] = refundsOf();
    expect(secondTry?.refundId).toBe(firstTry?.refundId);

    const after = await orderRow(api, order.id);
    expect(after).toMatchObject({ refundedCents: row.totalCents, paymentStatus: 'refunded', status: 'refunded' });
    expect(capCents + checkoutRest + balanceCents).toBe(row.totalCents);
    const refunds = await api.db.selectFrom('orderRefunds').selectAll().where('orderId', '=', order.id).execute();
    expect(refunds.map((refund) => refund.amountCents)).toEqual([capCents, checkoutRest + balanceCents]);
    const paidBalance = await api.db
      .selectFrom('orderBalancePayments')
      .select('refundedCents')
      .where('id', '=', balance.id)
      .executeTakeFirstOrThrow();
    expect(paidBalance.refundedCents).toBe(balanceCents);
  });
});
