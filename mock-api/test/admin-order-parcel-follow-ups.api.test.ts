import { expect, it } from 'vitest';
import { orderDetailResponseSchema } from '@ps/shared/schemas';
import { forceStatus, mailsOfOrder } from './support/admin-orders';
import { expectError } from './support/cart-client';
import { parcelCalls, teeAndRecordOrder, UPS, USPS } from './support/order-parcels';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

const DHL = { carrier: 'dhl', trackingNumber: 'JD014600006281230704' } as const;

describeEachDatabase('each parcel: its own delivery e-mail, and its tracking corrected while on its way', (api) => {
  const { versionOf, ship, deliver, correct, detailOf } = parcelCalls(api);
  const mailsOf = async (orderNumber: string, kind: string) =>
    (await mailsOfOrder(api, orderNumber)).filter((mail) => mail.kind === kind);

  /** The order shipped in two parcels: two tees with UPS, then the last tee and the record with USPS. */
  async function twoParcelOrder() {
    const staff = await staffBrowser(api, 'staff');
    const order = await teeAndRecordOrder(api);
    expect((await ship(staff, order.id, { lines: [{ itemId: order.tee, quantity: 2 }], ...UPS })).status).toBe(201);
    const lines = [
      { itemId: order.tee, quantity: 1 },
      { itemId: order.record, quantity: 1 },
    ];
    const { shipments } = await detailOf(await ship(staff, order.id, { lines, ...USPS }));
    const [first, second] = shipments.map((parcel) => parcel.id);
    if (!first || !second) throw new Error('the order lacks a parcel');
    return { staff, order, first, second };
  }

  it('mails the customer once per parcel delivered, naming its items and link, and delivers the order with the last', async () => {
    const { staff, order, first, second } = await twoParcelOrder();

    const halfway = await detailOf(await deliver(staff, order.id, first));
    expect(halfway.status).toBe('shipped');
    const [firstMail, ...others] = await mailsOf(order.orderNumber, 'order_delivered');
    expect(others).toEqual([]);
    expect(firstMail?.message.subject).toBe(`Parcel 1 of your order was delivered: ${order.orderNumber}`);
    expect(firstMail?.message.text).toContain(
      `Parcel 1 of your order was delivered by UPS (tracking number ${UPS.trackingNumber}).`,
    );
    expect(firstMail?.message.text).toMatch(/In this parcel: 2 × .+\./);
    expect(firstMail?.message.text).toContain(`https://www.ups.com/track?tracknum=${UPS.trackingNumber}`);
    expect(firstMail?.message.text).toContain('Still on its way: parcel 2.');

    // A second "delivered" for the same parcel is refused and mails nothing.
    expect((await expectError(await deliver(staff, order.id, first), 409)).code).toBe('CONFLICT');
    expect(await mailsOf(order.orderNumber, 'order_delivered')).toHaveLength(1);

    const done = await detailOf(await deliver(staff, order.id, second));
    expect(done.status).toBe('delivered');
    const delivered = await mailsOf(order.orderNumber, 'order_delivered');
    expect(delivered).toHaveLength(2);
    expect(delivered[1]?.message.text).toContain(USPS.trackingNumber);
    expect(delivered[1]?.message.text).toContain('Everything you ordered has arrived. Enjoy!');
    expect(done.events.filter((event) => event.shipment?.step === 'delivered')).toHaveLength(2);
  });

  it('tells of a parcel delivered while the rest is still to ship, and keeps the order processing', async () => {
    const staff = await staffBrowser(api, 'staff');
    const order = await teeAndRecordOrder(api);
    const sent = await detailOf(
      await ship(staff, order.id, { lines: [{ itemId: order.record, quantity: 1 }], ...UPS }),
    );
    const after = await detailOf(await deliver(staff, order.id, sent.shipments[0]!.id));
    expect(after.status).toBe('processing');
    const [mail] = await mailsOf(order.orderNumber, 'order_delivered');
    expect(mail?.message.text).toMatch(/Still to ship: 3 × .+\. We will e-mail you when it leaves\./);
  });

  it('says "your order" when its only parcel, holding everything, is delivered', async () => {
    const staff = await staffBrowser(api, 'staff');
    const order = await teeAndRecordOrder(api);
    const lines = [
      { itemId: order.tee, quantity: 3 },
      { itemId: order.record, quantity: 1 },
    ];
    const sent = await detailOf(await ship(staff, order.id, { lines, ...UPS }));
    expect((await detailOf(await deliver(staff, order.id, sent.shipments[0]!.id))).status).toBe('delivered');
    const mails = await mailsOf(order.orderNumber, 'order_delivered');
    expect(mails.map((mail) => mail.message.subject)).toEqual([`Your order was delivered: ${order.orderNumber}`]);
  });

  it('corrects an older parcel: its link for both sides, a timeline entry, an audit row and one e-mail', async () => {
    const { staff, order, first } = await twoParcelOrder();
    const shippedMails = (await mailsOf(order.orderNumber, 'order_shipped')).length;

    const response = await correct(staff, order.id, first, {
      carrier: 'dhl',
      trackingNumber: ' jd014600006281230704 ',
    });
    expect(response.status).toBe(200);
    const fixed = await detailOf(response);
    expect(fixed.shipments.map((parcel) => [parcel.number, parcel.carrier, parcel.trackingNumber])).toEqual([
      [1, 'dhl', DHL.trackingNumber],
      [2, 'usps', USPS.trackingNumber],
    ]);
    // The order's own tracking stays its newest parcel's.
    expect(fixed.shipment).toMatchObject({ carrier: 'usps', trackingNumber: USPS.trackingNumber });
    expect(fixed.events.at(-1)).toMatchObject({
      status: 'shipped',
      shipment: { number: 1, step: 'corrected' },
      note: `Tracking corrected from UPS ${UPS.trackingNumber} to DHL ${DHL.trackingNumber}`,
    });

    const seen = orderDetailResponseSchema.parse(await (await order.shopper.lookUpOrder(order.orderNumber)).json());
    expect(seen.order.shipments[0]?.trackingUrl).toBe(
      `https://www.dhl.com/global-en/home/tracking.html?tracking-id=${DHL.trackingNumber}`,
    );

    const shipped = await mailsOf(order.orderNumber, 'order_shipped');
    expect(shipped).toHaveLength(shippedMails + 1);
    expect(shipped.at(-1)?.message.subject).toBe(`Corrected tracking for parcel 1: ${order.orderNumber}`);
    expect(shipped.at(-1)?.message.text).toContain(`tracking-id=${DHL.trackingNumber}`);
    expect(shipped.at(-1)?.message.text).toMatch(/In this parcel: 2 × .+\./);

    const [audit] = await api.db
      .selectFrom('auditLog')
      .selectAll()
      .where('target', '=', order.orderNumber)
      .where('action', '=', 'order.shipment_corrected')
      .execute();
    expect(audit?.changes).toMatchObject({
      summary: `Parcel 1 tracking changed from UPS ${UPS.trackingNumber} to DHL ${DHL.trackingNumber}`,
      from: UPS,
      to: DHL,
      customerEmailed: true,
    });
  });

  it('corrects the newest parcel and the order’s own tracking with it', async () => {
    const { staff, order, second } = await twoParcelOrder();
    const fixed = await detailOf(await correct(staff, order.id, second, DHL));
    expect(fixed.shipment).toMatchObject({ carrier: 'dhl', trackingNumber: DHL.trackingNumber });
    expect(fixed.shipments[0]).toMatchObject({ carrier: 'ups', trackingNumber: UPS.trackingNumber });
  });

  it('refuses a delivered parcel (409), the same tracking (400), another order’s parcel (404), a stale version and an ended order, writing nothing', async () => {
    const { staff, order, first, second } = await twoParcelOrder();
    await deliver(staff, order.id, first);
    const version = await versionOf(order.id);
    const mails = (await mailsOfOrder(api, order.orderNumber)).length;

    const delivered = await expectError(await correct(staff, order.id, first, DHL), 409);
    expect(delivered).toEqual({
      code: 'CONFLICT',
      message: 'Parcel 1 was delivered: its tracking can no longer be corrected.',
    });
    const same = await expectError(await correct(staff, order.id, second, USPS), 400);
    expect(same).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { trackingNumber: 'The parcel already has this carrier and tracking number' },
    });
    const other = await teeAndRecordOrder(api);
    const notOurs = await expectError(await correct(staff, other.id, second, DHL), 404);
    expect(notOurs.message).toBe('This shipment is not part of the order');
    const stale = await staff.call('PUT', `/api/admin/orders/${order.id}/shipments/${second}`, {
      body: { ...DHL, expectedVersion: version - 1 },
    });
    expect((await expectError(stale, 409)).code).toBe('VERSION_CONFLICT');
    const invalid = await staff.call('PUT', `/api/admin/orders/${order.id}/shipments/${second}`, {
      body: { carrier: 'pigeon', trackingNumber: '??', expectedVersion: version },
    });
    expect(Object.keys((await expectError(invalid, 400)).fields ?? {}).sort()).toEqual(['carrier', 'trackingNumber']);

    expect(await versionOf(order.id)).toBe(version);
    expect(await mailsOfOrder(api, order.orderNumber)).toHaveLength(mails);
    const parcels = await api.db.selectFrom('orderShipments').selectAll().where('orderId', '=', order.id).execute();
    expect(parcels.map((parcel) => parcel.carrier)).toEqual(['ups', 'usps']);

    await forceStatus(api, order.id, 'refunded');
    const ended = await expectError(await correct(staff, order.id, second, DHL), 409);
    expect(ended).toMatchObject({ code: 'INVALID_TRANSITION', message: 'A Refunded order cannot change any more.' });
  });
});
