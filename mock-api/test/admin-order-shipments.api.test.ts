import { expect, it } from 'vitest';
import { orderDetailResponseSchema } from '@ps/shared/schemas';
import { changeStatus, forceStatus, mailsOfOrder, refundLines } from './support/admin-orders';
import { expectError } from './support/cart-client';
import { parcelCalls, teeAndRecordOrder, UPS, USPS } from './support/order-parcels';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('shipments per order: parcels, their refusals, delivery, mails and races', (api) => {
  const { versionOf, ship, deliver, detailOf } = parcelCalls(api);
  const shipmentRows = (orderId: number) =>
    api.db.selectFrom('orderShipments').selectAll().where('orderId', '=', orderId).execute();

  it('ships an order in two parcels, a line split across them: partly shipped, then shipped, then delivered', async () => {
    const staff = await staffBrowser(api, 'staff');
    const order = await teeAndRecordOrder(api);

    const first = await ship(staff, order.id, { lines: [{ itemId: order.tee, quantity: 2 }], ...UPS });
    expect(first.status).toBe(201);
    const partly = await detailOf(first);
    expect(partly.status).toBe('processing');
    expect(partly.shipments).toEqual([
      expect.objectContaining({
        number: 1,
        carrierName: 'UPS',
        trackingUrl: `https://www.ups.com/track?tracknum=${UPS.trackingNumber}`,
        deliveredAt: null,
        lines: [{ itemId: order.tee, quantity: 2 }],
      }),
    ]);
    expect(partly.toShip).toEqual([
      { itemId: order.tee, quantity: 1 },
      { itemId: order.record, quantity: 1 },
    ]);
    expect(partly.events.at(-1)).toMatchObject({ status: 'processing', shipment: { number: 1, step: 'sent' } });

    const second = await ship(staff, order.id, {
      lines: [
        { itemId: order.tee, quantity: 1 },
        { itemId: order.record, quantity: 1 },
      ],
      ...USPS,
    });
    expect(second.status).toBe(201);
    const shipped = await detailOf(second);
    expect(shipped).toMatchObject({ status: 'shipped', toShip: [] });
    expect(shipped.shipments.map((parcel) => [parcel.number, parcel.carrier])).toEqual([
      [1, 'ups'],
      [2, 'usps'],
    ]);

    // The customer sees both parcels, each with its own link.
    const seen = orderDetailResponseSchema.parse(await (await order.shopper.lookUpOrder(order.orderNumber)).json());
    expect(seen.order.shipments.map((parcel) => parcel.trackingUrl)).toEqual([
      `https://www.ups.com/track?tracknum=${UPS.trackingNumber}`,
      `https://tools.usps.com/go/TrackConfirmAction?tLabels=${USPS.trackingNumber}`,
    ]);
    expect(seen.order.toShip).toEqual([]);

    const mails = (await mailsOfOrder(api, order.orderNumber)).filter((mail) => mail.kind === 'order_shipped');
    expect(mails.map((mail) => mail.message.subject)).toEqual([
      `Parcel 1 of your order has shipped: ${order.orderNumber}`,
      `Parcel 2 of your order has shipped: ${order.orderNumber}`,
    ]);
    expect(mails[0]?.message.text).toContain(UPS.trackingNumber);
    expect(mails[0]?.message.text).toContain('Still to ship: 1 ×');
    expect(mails[1]?.message.text).toContain(USPS.trackingNumber);
    expect(mails[1]?.message.text).toContain('This parcel completes your order.');

    const [parcelOne, parcelTwo] = shipped.shipments;
    const arrivedOne = await deliver(staff, order.id, parcelOne!.id);
    expect(arrivedOne.status).toBe(200);
    const halfway = await detailOf(arrivedOne);
    expect(halfway.status).toBe('shipped');
    expect(halfway.shipments[0]?.deliveredAt).toEqual(expect.any(String));
    expect(halfway.events.at(-1)).toMatchObject({ status: 'shipped', shipment: { number: 1, step: 'delivered' } });

    const refusedAgain = await expectError(await deliver(staff, order.id, parcelOne!.id), 409);
    expect(refusedAgain).toMatchObject({ code: 'CONFLICT', message: 'This shipment was already marked delivered.' });

    const arrivedTwo = await detailOf(await deliver(staff, order.id, parcelTwo!.id));
    expect(arrivedTwo.status).toBe('delivered');
    const timeline = arrivedTwo.timeline.find((stage) => stage.status === 'delivered');
    expect(timeline?.completed).toBe(true);

    // One e-mail per parcel that arrived, none for the refused second call.
    const delivered = (await mailsOfOrder(api, order.orderNumber)).filter((mail) => mail.kind === 'order_delivered');
    expect(delivered.map((mail) => mail.message.subject)).toEqual([
      `Parcel 1 of your order was delivered: ${order.orderNumber}`,
      `Parcel 2 of your order was delivered: ${order.orderNumber}`,
    ]);

    const audit = await api.db.selectFrom('auditLog').selectAll().where('target', '=', order.orderNumber).execute();
    expect(audit.map((row) => row.action)).toEqual([
      'order.shipment_created',
      'order.shipment_created',
      'order.shipment_delivered',
      'order.shipment_delivered',
    ]);
    expect(audit[0]?.changes).toMatchObject({ summary: `Parcel 1 sent with UPS ${UPS.trackingNumber} (2 units)` });
  });

  it('refuses more units than are left to ship with 409 naming the line, and writes nothing', async () => {
    const staff = await staffBrowser(api, 'staff');
    const order = await teeAndRecordOrder(api);
    expect((await ship(staff, order.id, { lines: [{ itemId: order.tee, quantity: 2 }], ...UPS })).status).toBe(201);
    const version = await versionOf(order.id);

    const body = await expectError(
      await ship(staff, order.id, { lines: [{ itemId: order.tee, quantity: 2 }], ...USPS }),
      409,
    );
    expect(body.code).toBe('CONFLICT');
    expect(body.message).toMatch(/^Only 1 of .* is left to ship, not 2\.$/);
    expect(body.fields).toEqual({ 'lines.0.quantity': body.message });
    expect(await versionOf(order.id)).toBe(version);
    expect(await shipmentRows(order.id)).toHaveLength(1);
  });

  it('refuses a refunded line, a line of another order, a stale version, and orders that cannot ship', async () => {
    const admin = await staffBrowser(api, 'admin');
    const order = await teeAndRecordOrder(api);
    const refunded = await refundLines(admin, order.id, {
      lines: [{ itemId: order.record, quantity: 1 }],
      expectedVersion: await versionOf(order.id),
    });
    expect(refunded.status).toBe(201);

    const gone = await expectError(
      await ship(admin, order.id, { lines: [{ itemId: order.record, quantity: 1 }], ...UPS }),
      409,
    );
    expect(gone.message).toMatch(/^Nothing of .* is left to ship: what was not shipped was refunded\.$/);

    const other = await teeAndRecordOrder(api);
    const unknown = await expectError(
      await ship(admin, order.id, { lines: [{ itemId: other.tee, quantity: 1 }], ...UPS }),
      400,
    );
    expect(unknown).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { 'lines.0.itemId': 'This item is not part of the order' },
    });

    const stale = await admin.call('POST', `/api/admin/orders/${order.id}/shipments`, {
      body: { lines: [{ itemId: order.tee, quantity: 1 }], ...UPS, expectedVersion: (await versionOf(order.id)) - 1 },
    });
    expect((await expectError(stale, 409)).code).toBe('VERSION_CONFLICT');

    await forceStatus(api, other.id, 'confirmed');
    const early = await expectError(
      await ship(admin, other.id, { lines: [{ itemId: other.tee, quantity: 1 }], ...UPS }),
      409,
    );
    expect(early).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'A Confirmed order ships once it is Processing: move it to Processing first.',
    });
    await forceStatus(api, other.id, 'cancelled');
    const cancelled = await expectError(
      await ship(admin, other.id, { lines: [{ itemId: other.tee, quantity: 1 }], ...UPS }),
      409,
    );
    expect(cancelled).toMatchObject({ code: 'INVALID_TRANSITION', message: 'A Cancelled order cannot ship.' });
    expect(await shipmentRows(order.id)).toEqual([]);
    expect(await shipmentRows(other.id)).toEqual([]);

    expect((await ship(admin, order.id, { lines: [{ itemId: order.tee, quantity: 3 }], ...UPS })).status).toBe(201);
    const [parcel] = await shipmentRows(order.id);
    expect((await expectError(await deliver(admin, other.id, parcel!.id), 409)).code).toBe('INVALID_TRANSITION');
    const otherOrder = await teeAndRecordOrder(api);
    const notOurs = await expectError(await deliver(admin, otherOrder.id, parcel!.id), 404);
    expect(notOurs.message).toBe('This shipment is not part of the order');
  });

  it('keeps the whole-order moves: shipped sends the rest in one parcel, delivered delivers every parcel', async () => {
    const staff = await staffBrowser(api, 'staff');
    const order = await teeAndRecordOrder(api);
    expect((await ship(staff, order.id, { lines: [{ itemId: order.record, quantity: 1 }], ...USPS })).status).toBe(201);

    const whole = await changeStatus(staff, order.id, {
      status: 'shipped',
      ...UPS,
      expectedVersion: await versionOf(order.id),
    });
    expect(whole.status).toBe(200);
    const shipped = await detailOf(whole);
    expect(shipped).toMatchObject({ status: 'shipped', toShip: [] });
    expect(shipped.shipments.map((parcel) => [parcel.carrier, parcel.lines])).toEqual([
      ['usps', [{ itemId: order.record, quantity: 1 }]],
      ['ups', [{ itemId: order.tee, quantity: 3 }]],
    ]);
    expect(shipped.shipment).toMatchObject({ carrier: 'ups', trackingNumber: UPS.trackingNumber });
    const mails = (await mailsOfOrder(api, order.orderNumber)).filter((mail) => mail.kind === 'order_shipped');
    expect(mails).toHaveLength(2);

    const done = await detailOf(
      await changeStatus(staff, order.id, { status: 'delivered', expectedVersion: await versionOf(order.id) }),
    );
    expect(done.status).toBe('delivered');
    expect(done.shipments.every((parcel) => parcel.deliveredAt !== null)).toBe(true);
  });

  it('lets one of two staff shipping the same last units at once win, and never ships more than was ordered', async () => {
    const [first, second] = [await staffBrowser(api, 'staff'), await staffBrowser(api, 'staff')];
    const order = await teeAndRecordOrder(api);
    const expectedVersion = await versionOf(order.id);
    const body = { lines: [{ itemId: order.tee, quantity: 3 }], ...UPS, expectedVersion };
    const answers = await Promise.all([
      first!.call('POST', `/api/admin/orders/${order.id}/shipments`, { body }),
      second!.call('POST', `/api/admin/orders/${order.id}/shipments`, { body: { ...body, ...USPS } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);

    // The loser, reloading, is told nothing of the tee is left.
    const again = await expectError(
      await ship(second!, order.id, { lines: [{ itemId: order.tee, quantity: 1 }], ...USPS }),
      409,
    );
    expect(again.message).toMatch(/has shipped already\.$/);
    const shipped = await api.db
      .selectFrom('orderShipmentLines as line')
      .innerJoin('orderShipments as shipment', 'shipment.id', 'line.shipmentId')
      .select('line.quantity')
      .where('shipment.orderId', '=', order.id)
      .execute();
    expect(shipped.reduce((sum, line) => sum + line.quantity, 0)).toBe(3);
  });
});
