import { expect, it } from 'vitest';
import { adminOrderResponseSchema } from '@ps/shared/console-schemas';
import {
  changeStatus,
  forceStatus,
  mailsOfOrder,
  placeGuestOrder,
  refundLines,
  variantStock,
} from './support/admin-orders';
import type { Browser } from './support/browser';
import { expectError } from './support/cart-client';
import { staffBrowser } from './support/staff';
import { describeEachDatabase, type ApiTestContext } from './support/suite';

describeEachDatabase('admin order refunds by line: amounts, limits, stock, records and races', (api) => {
  async function orderRow(id: number) {
    return api.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  async function threeUnitOrder(context: ApiTestContext) {
    const order = await placeGuestOrder(context, { quantity: 3, unitsInStock: 10 });
    const version = await forceStatus(context, order.id, 'delivered');
    const [item] = await context.db.selectFrom('orderItems').selectAll().where('orderId', '=', order.id).execute();
    if (!item) throw new Error('the order has no line');
    return { ...order, version, item };
  }

  const detailOf = async (response: Response) => adminOrderResponseSchema.parse(await response.json()).order;

  async function refund(staff: Browser, orderId: number, itemId: number, quantity: number, restock = false) {
    const { version } = await orderRow(orderId);
    return refundLines(staff, orderId, { lines: [{ itemId, quantity }], restock, expectedVersion: version });
  }

  it('refunds one unit, then the rest: partly refunded, then refunded, never above the total', async () => {
    const staff = await staffBrowser(api, 'admin');
    const order = await threeUnitOrder(api);
    const before = await orderRow(order.id);
    const share = Math.round(
      (order.item.unitPriceCents * (before.totalCents - before.shippingCents)) / before.subtotalCents,
    );

    const first = await refund(staff, order.id, order.item.id, 1);
    expect(first.status).toBe(201);
    const partly = await detailOf(first);
    expect(partly).toMatchObject({ status: 'delivered', paymentStatus: 'partially_refunded' });
    expect(partly.refunds).toEqual({ refunded: share / 100, lines: [{ itemId: order.item.id, refundedQuantity: 1 }] });
    expect(partly.events.at(-1)).toMatchObject({ status: 'delivered', staffName: 'A admin', refund: share / 100 });

    const rest = await refund(staff, order.id, order.item.id, 2);
    expect(rest.status).toBe(201);
    const whole = await detailOf(rest);
    expect(whole).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
    expect(whole.refunds.refunded).toBe(before.totalCents / 100);
    expect(whole.events.at(-1)?.refund).toBe((before.totalCents - share) / 100);

    const refunds = await api.db.selectFrom('orderRefunds').selectAll().where('orderId', '=', order.id).execute();
    expect(refunds.map((each) => each.amountCents)).toEqual([share, before.totalCents - share]);
    expect(new Set(refunds.map((each) => each.providerRefundId)).size).toBe(2);

    const audit = await api.db.selectFrom('auditLog').selectAll().where('target', '=', order.orderNumber).execute();
    expect(audit.map((row) => row.action)).toEqual(['order.refunded', 'order.refunded']);
    expect(audit[0]?.changes).toMatchObject({ amountCents: share, paymentStatus: 'partially_refunded' });

    const mails = (await mailsOfOrder(api, order.orderNumber)).filter((mail) => mail.kind === 'order_refunded');
    expect(mails).toHaveLength(2);
    expect(mails[0]?.message.text).toContain(`We refunded $${(share / 100).toFixed(2)} to your card`);
    expect(mails[1]?.message.text).toContain(`We refunded $${((before.totalCents - share) / 100).toFixed(2)}`);
  });

  it('refuses more units than are left with 422 naming the line, and writes nothing', async () => {
    const staff = await staffBrowser(api, 'admin');
    const order = await threeUnitOrder(api);
    const body = await expectError(await refund(staff, order.id, order.item.id, 4), 422);
    expect(body.code).toBe('REFUND_TOO_LARGE');
    expect(body.fields).toEqual({ 'lines.0.quantity': expect.stringContaining('Only 3 of') });
    expect(await orderRow(order.id)).toMatchObject({ refundedCents: 0, paymentStatus: 'paid', version: order.version });

    expect((await refund(staff, order.id, order.item.id, 3)).status).toBe(201);
    const again = await expectError(await refund(staff, order.id, order.item.id, 1), 409);
    expect(again.code).toBe('PAYMENT_NOT_REFUNDED');
    const refunds = await api.db
      .selectFrom('orderRefunds')
      .select('amountCents')
      .where('orderId', '=', order.id)
      .execute();
    expect(refunds).toHaveLength(1);
  });

  it('refuses an order not paid yet, and an item of another order', async () => {
    const staff = await staffBrowser(api, 'admin');
    const pending = await placeGuestOrder(api);
    const version = await forceStatus(api, pending.id, 'pending');
    const [item] = await api.db.selectFrom('orderItems').select('id').where('orderId', '=', pending.id).execute();
    const refused = await refundLines(staff, pending.id, {
      lines: [{ itemId: item?.id ?? 0, quantity: 1 }],
      expectedVersion: version,
    });
    expect((await expectError(refused, 409)).code).toBe('PAYMENT_NOT_REFUNDED');

    const order = await threeUnitOrder(api);
    const foreign = await refund(staff, order.id, item?.id ?? 0, 1);
    expect((await expectError(foreign, 422)).fields).toEqual({
      'lines.0.itemId': 'This item is not part of the order',
    });
  });

  it('restocks only the units asked, and a later whole refund restocks only those not back yet', async () => {
    const staff = await staffBrowser(api, 'admin');
    const order = await threeUnitOrder(api);
    const stock = await variantStock(api, order.variantId);

    expect((await refund(staff, order.id, order.item.id, 2, true)).status).toBe(201);
    expect(await variantStock(api, order.variantId)).toBe(stock + 2);

    const { version } = await orderRow(order.id);
    const whole = await changeStatus(staff, order.id, { status: 'refunded', restock: true, expectedVersion: version });
    expect(whole.status).toBe(200);
    expect(await variantStock(api, order.variantId)).toBe(stock + 3);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ paymentStatus: 'refunded', refundedCents: row.totalCents });
  });

  it('lets one of two refunds sent at once through and answers the other 409, with sums that add up', async () => {
    const staff = await staffBrowser(api, 'admin');
    const order = await threeUnitOrder(api);
    const body = { lines: [{ itemId: order.item.id, quantity: 2 }], expectedVersion: order.version };
    const answers = await Promise.all([refundLines(staff, order.id, body), refundLines(staff, order.id, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);

    const row = await orderRow(order.id);
    const refunds = await api.db
      .selectFrom('orderRefunds')
      .select('amountCents')
      .where('orderId', '=', order.id)
      .execute();
    expect(refunds).toHaveLength(1);
    expect(row.refundedCents).toBe(refunds[0]?.amountCents);
    expect(row.refundedCents).toBeLessThan(row.totalCents);
  });
});
