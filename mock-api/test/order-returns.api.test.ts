import { expect, it } from 'vitest';
import { adminReturnResponseSchema } from '@ps/shared/console-schemas';
import { orderReturnsResponseSchema, orderReturnResponseSchema } from '@ps/shared/schemas';
import { mailsOfOrder, refundLines, variantStock } from './support/admin-orders';
import { expectError } from './support/cart-client';
import { cards, readyToPay } from './support/checkout-client';
import { askForReturn, deliveredOrder, returnStep } from './support/returns';
import { createRole, staffBrowser } from './support/staff';
import { describeEachDatabase, type ApiTestContext } from './support/suite';

describeEachDatabase('returns and exchanges: each step, its refusals and its races', (api) => {
  const orderRow = (id: number) =>
    api.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const requested = async (response: Response) => {
    expect(response.status).toBe(201);
    return orderReturnResponseSchema.parse(await response.json()).return;
  };
  const stepped = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(200);
    return adminReturnResponseSchema.parse(await response.json()).return;
  };
  const auditOf = async (orderNumber: string) =>
    (
      await api.db.selectFrom('auditLog').select('action').where('target', '=', orderNumber).orderBy('id').execute()
    ).map((row) => row.action);

  async function returnOf(context: ApiTestContext, quantity = 2) {
    const order = await deliveredOrder(context, { quantity });
    const body = {
      email: order.email,
      kind: 'return' as const,
      reason: 'Too small',
      lines: [{ itemId: order.item.id, quantity }],
    };
    return { order, request: await requested(await askForReturn(context, order.orderNumber, body)) };
  }

  it('takes a return from request to refund: only what came back good is paid back and restocked', async () => {
    const staff = await staffBrowser(api, 'admin');
    const { order, request } = await returnOf(api);
    expect(request).toMatchObject({
      kind: 'return',
      status: 'requested',
      lines: [{ quantity: 2, goodQuantity: null }],
    });
    const stock = await variantStock(api, order.boughtVariantId);

    await stepped(await returnStep(staff, api, request.id, 'approve', { message: 'Send them back' }));
    const received = await stepped(
      await returnStep(staff, api, request.id, 'receive', { lines: [{ itemId: order.item.id, goodQuantity: 1 }] }),
    );
    expect(received.lines[0]?.goodQuantity).toBe(1);
    expect(await variantStock(api, order.boughtVariantId)).toBe(stock);

    const refunded = await stepped(await returnStep(staff, api, request.id, 'refund'));
    const row = await orderRow(order.id);
    const share = Math.round((order.item.unitPriceCents * (row.totalCents - row.shippingCents)) / row.subtotalCents);
    expect(refunded).toMatchObject({ status: 'refunded', refunded: share / 100 });
    expect(refunded.steps.map((step) => step.status)).toEqual(['requested', 'approved', 'received', 'refunded']);
    expect(row).toMatchObject({ refundedCents: share, paymentStatus: 'partially_refunded' });
    expect(await variantStock(api, order.boughtVariantId)).toBe(stock + 1);

    const mails = (await mailsOfOrder(api, order.orderNumber)).map((mail) => mail.kind);
    expect(mails.filter((kind) => kind.startsWith('return_') || kind === 'order_refunded')).toEqual([
      'return_requested',
      'return_approved',
      'return_received',
      'order_refunded',
    ]);
    expect(await auditOf(order.orderNumber)).toEqual([
      'return.requested',
      'return.approved',
      'return.received',
      'order.refunded',
    ]);
    const events = await api.db.selectFrom('orderEvents').select('note').where('orderId', '=', order.id).execute();
    expect(events.map((event) => event.note).filter(Boolean)).toEqual(
      expect.arrayContaining([`Return ${request.id}: approved`, `Return ${request.id}: received`]),
    );

    const seen = await api.fetch(`/api/orders/${order.orderNumber}/returns?email=${encodeURIComponent(order.email)}`);
    const view = orderReturnsResponseSchema.parse(await seen.json());
    expect(view.returns[0]?.steps.at(-1)?.status).toBe('refunded');
    expect(view.lines[0]?.returnable).toBe(0);
  });

  it('refuses a request for an order not delivered, outside the window, for more than bought, or twice', async () => {
    const late = await deliveredOrder(api, { deliveredDaysAgo: 31 });
    const line = (order: typeof late, quantity = 1) => ({
      email: order.email,
      kind: 'return' as const,
      reason: 'Changed my mind',
      lines: [{ itemId: order.item.id, quantity }],
    });
    const closed = await expectError(await askForReturn(api, late.orderNumber, line(late)), 409);
    expect(closed).toMatchObject({
      code: 'RETURN_WINDOW_CLOSED',
      message: 'The 30-day returns window for this order has closed.',
    });

    const order = await deliveredOrder(api);
    await api.db.updateTable('orders').set({ status: 'shipped' }).where('id', '=', order.id).execute();
    expect((await expectError(await askForReturn(api, order.orderNumber, line(order)), 409)).code).toBe(
      'NOT_DELIVERED',
    );
    await api.db.updateTable('orders').set({ status: 'delivered' }).where('id', '=', order.id).execute();

    const tooMany = await expectError(await askForReturn(api, order.orderNumber, line(order, 3)), 409);
    expect(tooMany).toMatchObject({
      code: 'RETURN_TOO_LARGE',
      fields: { 'lines.0.quantity': expect.stringContaining('Only 2 of') },
    });
    await requested(await askForReturn(api, order.orderNumber, line(order, 2)));
    const twice = await expectError(await askForReturn(api, order.orderNumber, line(order, 1)), 409);
    expect(twice.message).toContain('Only 0 of');

    const stranger = await askForReturn(api, order.orderNumber, { ...line(order), email: 'someone@example.com' });
    expect((await expectError(stranger, 404)).code).toBe('NOT_FOUND');
    expect(await api.db.selectFrom('orderReturns').select('id').where('orderId', '=', late.id).execute()).toEqual([]);
  });

  it('refuses each step taken out of turn, on a stale version, or with nothing good to refund', async () => {
    const staff = await staffBrowser(api, 'admin');
    const { order, request } = await returnOf(api, 1);
    const early = await expectError(await returnStep(staff, api, request.id, 'refund'), 409);
    expect(early).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'This return is requested, so you cannot refund it.',
    });
    const stale = await staff.call('POST', `/api/admin/returns/${request.id}/approve`, {
      body: { expectedVersion: 99 },
    });
    expect((await expectError(stale, 409)).code).toBe('VERSION_CONFLICT');

    await stepped(await returnStep(staff, api, request.id, 'approve'));
    const again = await expectError(await returnStep(staff, api, request.id, 'refuse', { message: 'No' }), 409);
    expect(again.message).toBe('This return is approved, so you cannot refuse it.');
    await stepped(
      await returnStep(staff, api, request.id, 'receive', { lines: [{ itemId: order.item.id, goodQuantity: 0 }] }),
    );
    const nothing = await expectError(await returnStep(staff, api, request.id, 'refund'), 409);
    expect(nothing).toMatchObject({ code: 'NOTHING_TO_REFUND' });
    expect((await orderRow(order.id)).refundedCents).toBe(0);

    const other = await returnOf(api, 1);
    const refused = await stepped(
      await returnStep(staff, api, other.request.id, 'refuse', { message: 'Worn at a show' }),
    );
    expect(refused).toMatchObject({ status: 'refused', staffMessage: 'Worn at a show' });
    const mails = await mailsOfOrder(api, other.order.orderNumber);
    expect(mails.at(-1)).toMatchObject({ kind: 'return_refused' });
    expect(mails.at(-1)?.message.text).toContain('From the crew: Worn at a show');
  });

  it('keeps paying back to orders.refund within its limit, and deciding to orders.fulfil', async () => {
    const fulfil = await staffBrowser(api, (await createRole(api, ['orders.fulfil'])).name);
    const { order, request } = await returnOf(api, 1);
    await stepped(await returnStep(fulfil, api, request.id, 'approve'));
    await stepped(
      await returnStep(fulfil, api, request.id, 'receive', { lines: [{ itemId: order.item.id, goodQuantity: 1 }] }),
    );
    expect((await expectError(await returnStep(fulfil, api, request.id, 'refund'), 403)).code).toBe('FORBIDDEN');
    const capped = await staffBrowser(api, (await createRole(api, ['orders.fulfil', 'orders.refund'], 1)).name);
    expect((await expectError(await returnStep(capped, api, request.id, 'refund'), 403)).code).toBe(
      'REFUND_OVER_LIMIT',
    );
    expect((await orderRow(order.id)).refundedCents).toBe(0);
  });

  it('exchanges a line: holds the new option at approval, refunds a cheaper one, restocks and sends', async () => {
    const staff = await staffBrowser(api, 'admin');
    const order = await deliveredOrder(api, {
      quantity: 1,
      boughtAdjustmentCents: 300,
      otherAdjustmentCents: 0,
      otherUnits: 2,
    });
    const body = {
      email: order.email,
      kind: 'exchange' as const,
      reason: 'Too big',
      lines: [{ itemId: order.item.id, quantity: 1 }],
      replacementVariantId: order.otherVariantId,
    };
    const request = await requested(await askForReturn(api, order.orderNumber, body));
    expect(request.replacement).toEqual({ variantId: order.otherVariantId, variantName: 'S' });

    const approved = await stepped(await returnStep(staff, api, request.id, 'approve'));
    expect(approved.refunded).toBe(3);
    expect(await variantStock(api, order.otherVariantId)).toBe(1);
    const items = await api.db
      .selectFrom('orderItems')
      .selectAll()
      .where('orderId', '=', order.id)
      .orderBy('id')
      .execute();
    expect(items.map((item) => [item.variantName, item.quantity, item.unitPriceCents])).toEqual([
      ['M', 1, order.item.unitPriceCents],
      ['S', 1, order.item.unitPriceCents - 300],
    ]);
    expect((await orderRow(order.id)).refundedCents).toBe(300);
    // The swapped unit is no longer there to refund directly.
    const direct = await refundLines(staff, order.id, {
      lines: [{ itemId: order.item.id, quantity: 1 }],
      expectedVersion: (await orderRow(order.id)).version,
    });
    expect((await expectError(direct, 422)).code).toBe('REFUND_TOO_LARGE');

    const boughtStock = await variantStock(api, order.boughtVariantId);
    await stepped(
      await returnStep(staff, api, request.id, 'receive', { lines: [{ itemId: order.item.id, goodQuantity: 1 }] }),
    );
    expect(await variantStock(api, order.boughtVariantId)).toBe(boughtStock + 1);
    expect((await expectError(await returnStep(staff, api, request.id, 'refund'), 409)).code).toBe(
      'INVALID_TRANSITION',
    );
    const sent = await stepped(
      await returnStep(staff, api, request.id, 'send', { carrier: 'ups', trackingNumber: '1Z999AA10123456784' }),
    );
    expect(sent).toMatchObject({
      status: 'sent',
      shipment: { carrierName: 'UPS', trackingNumber: '1Z999AA10123456784' },
    });
    const mails = await mailsOfOrder(api, order.orderNumber);
    expect(mails.at(-1)?.kind).toBe('exchange_sent');
    expect(mails.at(-1)?.message.text).toContain('Tracking number: 1Z999AA10123456784');
    // The replacement left as a parcel of its own of the same order, and the parcel sent no second mail.
    expect(mails.filter((mail) => mail.kind === 'exchange_sent')).toHaveLength(1);
    const parcels = await api.db
      .selectFrom('orderShipments as parcel')
      .innerJoin('orderShipmentLines as line', 'line.shipmentId', 'parcel.id')
      .innerJoin('orderItems as item', 'item.id', 'line.orderItemId')
      .select(['parcel.trackingNumber', 'item.variantName', 'line.quantity'])
      .where('parcel.orderId', '=', order.id)
      .orderBy('parcel.id')
      .execute();
    expect(parcels.at(-1)).toEqual({ trackingNumber: '1Z999AA10123456784', variantName: 'S', quantity: 1 });
  });

  it('refuses an exchange for another product’s option, and a sold-out one at approval', async () => {
    const staff = await staffBrowser(api, 'admin');
    const dear = await deliveredOrder(api, { quantity: 1, otherAdjustmentCents: 500 });
    const ask = (order: typeof dear, replacementVariantId: number) =>
      askForReturn(api, order.orderNumber, {
        email: order.email,
        kind: 'exchange',
        reason: 'Size',
        lines: [{ itemId: order.item.id, quantity: 1 }],
        replacementVariantId,
      });
    const other = await deliveredOrder(api, { quantity: 1, otherUnits: 1 });
    expect((await expectError(await ask(dear, other.otherVariantId), 422)).fields).toEqual({
      replacementVariantId: 'That option is not another option of the same product',
    });

    const request = await requested(await ask(other, other.otherVariantId));
    await api.db
      .updateTable('productVariants')
      .set({ inventoryAvailable: 0 })
      .where('id', '=', other.otherVariantId)
      .execute();
    const soldOut = await expectError(await returnStep(staff, api, request.id, 'approve'), 409);
    expect(soldOut).toMatchObject({ code: 'OUT_OF_STOCK', message: 'The option you chose is sold out right now.' });
    const row = await api.db
      .selectFrom('orderReturns')
      .selectAll()
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'requested', replacementItemId: null });
  });

  it('lets one of two staff approving at once through, and answers the other 409', async () => {
    const [first, second] = await Promise.all([staffBrowser(api, 'admin'), staffBrowser(api, 'admin')]);
    const order = await deliveredOrder(api, { quantity: 1, otherUnits: 3 });
    const request = await requested(
      await askForReturn(api, order.orderNumber, {
        email: order.email,
        kind: 'exchange',
        reason: 'Size',
        lines: [{ itemId: order.item.id, quantity: 1 }],
        replacementVariantId: order.otherVariantId,
      }),
    );
    const answers = await Promise.all([
      returnStep(first, api, request.id, 'approve'),
      returnStep(second, api, request.id, 'approve'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await variantStock(api, order.otherVariantId)).toBe(2);
    const lines = await api.db.selectFrom('orderItems').select('id').where('orderId', '=', order.id).execute();
    expect(lines).toHaveLength(2);
  });

  it('lets a return’s refund and a direct refund of the same units race: one pays, once', async () => {
    const staff = await staffBrowser(api, 'admin');
    const { order, request } = await returnOf(api, 1);
    await stepped(await returnStep(staff, api, request.id, 'approve'));
    await stepped(
      await returnStep(staff, api, request.id, 'receive', { lines: [{ itemId: order.item.id, goodQuantity: 1 }] }),
    );
    const { version } = await orderRow(order.id);
    const answers = await Promise.all([
      returnStep(staff, api, request.id, 'refund'),
      refundLines(staff, order.id, { lines: [{ itemId: order.item.id, quantity: 1 }], expectedVersion: version }),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status < 300)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(1);
    const refunds = await api.db
      .selectFrom('orderRefunds')
      .select('amountCents')
      .where('orderId', '=', order.id)
      .execute();
    expect(refunds).toHaveLength(1);
    expect((await orderRow(order.id)).refundedCents).toBe(refunds[0]?.amountCents);
  });

  it('gives the last unit of the exchange option to exactly one of an approval and a shopper', async () => {
    const staff = await staffBrowser(api, 'admin');
    const order = await deliveredOrder(api, { quantity: 1, otherUnits: 1 });
    const request = await requested(
      await askForReturn(api, order.orderNumber, {
        email: order.email,
        kind: 'exchange',
        reason: 'Size',
        lines: [{ itemId: order.item.id, quantity: 1 }],
        replacementVariantId: order.otherVariantId,
      }),
    );
    const shopper = await readyToPay(api, [
      { productId: order.productId, variantId: order.otherVariantId, quantity: 1 },
    ]);
    const [approval, purchase] = await Promise.all([
      returnStep(staff, api, request.id, 'approve'),
      shopper.createOrder({ card: cards.visa }),
    ]);
    expect([approval.status, purchase.status].filter((status) => status < 300)).toHaveLength(1);
    const variant = await api.db
      .selectFrom('productVariants')
      .select(['inventoryAvailable', 'inventoryReserved'])
      .where('id', '=', order.otherVariantId)
      .executeTakeFirstOrThrow();
    expect(variant.inventoryAvailable).toBe(0);
  });
});
