import { expect, it } from 'vitest';
import { adminOrderResponseSchema } from '@ps/shared/console-schemas';
import { orderDetailResponseSchema } from '@ps/shared/schemas';
import { changeStatus, forceStatus, mailsOfOrder, SHIPMENT, variantStock } from './support/admin-orders';
import { browser } from './support/browser';
import { expectError } from './support/cart-client';
import { cards } from './support/checkout-client';
import {
  balanceTokenIn,
  changeAddress,
  changeLines,
  movedAddress,
  orderRow,
  placeEditableOrder,
} from './support/order-edits';
import { createRole, staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('edits before shipping: lines, stock, money, records and races', (api) => {
  const detailOf = async (response: Response) => adminOrderResponseSchema.parse(await response.json()).order;
  const changeMails = async (orderNumber: string) =>
    (await mailsOfOrder(api, orderNumber)).filter((mail) => mail.kind === 'order_changed');

  it('when staff swap a size for a dearer one, then the stock moves, a balance is due and the link pays it once', async () => {
    const staff = await staffBrowser(api, 'admin');
    const { order, teeLine, variants, email } = await placeEditableOrder(api);
    const stock = { medium: await variantStock(api, variants.medium), large: await variantStock(api, variants.large) };

    const swap = { itemId: teeLine.id, variantId: variants.large, quantity: 1 };
    const response = await changeLines(staff, order.id, { lines: [swap], expectedVersion: order.version });
    expect(response.status).toBe(200);
    const edited = await detailOf(response);
    expect(edited.items.find((item) => item.id === teeLine.id)).toMatchObject({ variantName: 'L', quantity: 1 });
    expect(edited.subtotal).toBe((order.subtotalCents + 300) / 100);
    const row = await orderRow(api, order.id);
    expect(row.totalCents).toBeGreaterThan(order.totalCents);
    expect(row.balanceDueCents).toBe(row.totalCents - order.totalCents);
    expect(edited.balanceDue).toBe(row.balanceDueCents / 100);
    expect(edited.edits).toEqual([
      expect.objectContaining({ summary: expect.stringContaining('M → L'), staffName: 'A admin', byCustomer: false }),
    ]);
    expect(await variantStock(api, variants.medium)).toBe(stock.medium + 1);
    expect(await variantStock(api, variants.large)).toBe(stock.large - 1);

    const audit = await api.db.selectFrom('auditLog').selectAll().where('target', '=', order.orderNumber).execute();
    expect(audit.map((each) => each.action)).toEqual(['order.lines_changed']);
    const mails = await changeMails(order.orderNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.message.text).toContain(`The change adds $${(row.balanceDueCents / 100).toFixed(2)}`);
    const token = balanceTokenIn(mails[0]?.message.text ?? '');

    const customer = browser(api);
    const shown = await customer.get(`/api/orders/${order.orderNumber}/balance?token=${encodeURIComponent(token)}`);
    expect(await shown.json()).toMatchObject({ amountDue: row.balanceDueCents / 100 });
    const declined = await customer.post(`/api/orders/${order.orderNumber}/balance`, { token, card: cards.declined });
    expect((await expectError(declined, 402)).code).toBe('CARD_DECLINED');
    expect((await orderRow(api, order.id)).balanceDueCents).toBe(row.balanceDueCents);

    const paid = await customer.post(`/api/orders/${order.orderNumber}/balance`, { token, card: cards.visa });
    expect(paid.status).toBe(200);
    expect((await orderRow(api, order.id)).balanceDueCents).toBe(0);
    const again = await customer.post(`/api/orders/${order.orderNumber}/balance`, { token, card: cards.visa });
    expect((await expectError(again, 404)).message).toContain('no longer valid');

    const seen = orderDetailResponseSchema.parse(
      await (await customer.get(`/api/orders/${order.orderNumber}?email=${encodeURIComponent(email)}`)).json(),
    ).order;
    expect(seen.balanceDue).toBe(0);
    expect(seen.changes.map((change) => change.summary)).toEqual([
      expect.stringContaining('M → L'),
      expect.stringContaining('You paid'),
    ]);
  });

  it('when staff lower a quantity, then the difference is refunded at once and the units go back on sale', async () => {
    const staff = await staffBrowser(api, 'admin');
    const { order, teeLine, variants } = await placeEditableOrder(api, { quantity: 3 });
    const stock = await variantStock(api, variants.medium);
    const lower = { itemId: teeLine.id, variantId: variants.medium, quantity: 1 };
    const response = await changeLines(staff, order.id, { lines: [lower], expectedVersion: order.version });
    expect(response.status).toBe(200);

    const row = await orderRow(api, order.id);
    expect(row.subtotalCents).toBe(order.subtotalCents - 2 * teeLine.unitPriceCents);
    expect(row.balanceDueCents).toBe(0);
    const refunds = await api.db.selectFrom('orderRefunds').selectAll().where('orderId', '=', order.id).execute();
    expect(refunds.map((refund) => refund.amountCents)).toEqual([order.totalCents - row.totalCents]);
    expect(await variantStock(api, variants.medium)).toBe(stock + 2);
    const mails = await changeMails(order.orderNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.message.text).toContain(`We refunded $${((order.totalCents - row.totalCents) / 100).toFixed(2)}`);

    // Cancelling afterwards gives back only what is left of the payment.
    const cancel = await changeStatus(staff, order.id, { status: 'cancelled', expectedVersion: row.version });
    expect(cancel.status).toBe(200);
    expect((await orderRow(api, order.id)).refundedCents).toBe(row.totalCents);
  });

  it('refuses a swap past the stock, past the product limit, to another product, and removing the last item', async () => {
    const staff = await staffBrowser(api, 'admin');
    const { order, teeLine, capLine, variants } = await placeEditableOrder(api, { largeInStock: 1, maxPerOrder: 2 });
    const version = order.version;

    const tooMany = await changeLines(staff, order.id, {
      lines: [{ itemId: teeLine.id, variantId: variants.large, quantity: 2 }],
      expectedVersion: version,
    });
    const stockRefusal = await expectError(tooMany, 409);
    expect(stockRefusal).toMatchObject({ code: 'OUT_OF_STOCK', message: expect.stringContaining('Only 1 more of') });

    const overLimit = await changeLines(staff, order.id, {
      lines: [{ itemId: teeLine.id, variantId: variants.medium, quantity: 3 }],
      expectedVersion: version,
    });
    expect((await expectError(overLimit, 409)).code).toBe('PURCHASE_LIMIT');

    const otherProduct = await changeLines(staff, order.id, {
      lines: [{ itemId: teeLine.id, variantId: variants.cap, quantity: 1 }],
      expectedVersion: version,
    });
    expect((await expectError(otherProduct, 400)).fields).toEqual({
      'lines.0.variantId': 'Choose a variant of the same product.',
    });

    const removeAll = await changeLines(staff, order.id, {
      lines: [
        { itemId: teeLine.id, variantId: variants.medium, quantity: 0 },
        { itemId: capLine.id, variantId: variants.cap, quantity: 0 },
      ],
      expectedVersion: version,
    });
    expect((await expectError(removeAll, 409)).code).toBe('LAST_LINE');

    expect(await orderRow(api, order.id)).toMatchObject({ version, totalCents: order.totalCents });
    expect(await variantStock(api, variants.large)).toBe(1);
    expect(await changeMails(order.orderNumber)).toHaveLength(0);

    const removeCap = await changeLines(staff, order.id, {
      lines: [{ itemId: capLine.id, variantId: variants.cap, quantity: 0 }],
      expectedVersion: version,
    });
    expect(removeCap.status).toBe(200);
    expect((await detailOf(removeCap)).items.map((item) => item.id)).toEqual([teeLine.id]);
  });

  it('refuses edits once the order has shipped, naming its status', async () => {
    const staff = await staffBrowser(api, 'admin');
    const { order, teeLine, variants } = await placeEditableOrder(api);
    const version = await forceStatus(api, order.id, 'shipped');
    const swap = await changeLines(staff, order.id, {
      lines: [{ itemId: teeLine.id, variantId: variants.large, quantity: 1 }],
      expectedVersion: version,
    });
    expect(await expectError(swap, 409)).toMatchObject({
      code: 'ORDER_NOT_EDITABLE',
      message: 'A shipped order can no longer be edited.',
    });
    const moved = await changeAddress(staff, order.id, { shippingAddress: movedAddress, expectedVersion: version });
    expect((await expectError(moved, 409)).code).toBe('ORDER_NOT_EDITABLE');
  });

  it('refuses edits of a processing order once one of its parcels has left', async () => {
    const staff = await staffBrowser(api, 'admin');
    const { order, teeLine, capLine, variants } = await placeEditableOrder(api);
    const processing = await forceStatus(api, order.id, 'processing');
    const parcel = {
      lines: [{ itemId: capLine.id, quantity: 1 }],
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
    };
    const shipped = await staff.call('POST', `/api/admin/orders/${order.id}/shipments`, {
      body: { ...parcel, expectedVersion: processing },
    });
    const partly = await detailOf(shipped);
    expect(partly).toMatchObject({ status: 'processing', editable: false });

    const swap = await changeLines(staff, order.id, {
      lines: [{ itemId: teeLine.id, variantId: variants.large, quantity: 1 }],
      expectedVersion: partly.version,
    });
    expect(await expectError(swap, 409)).toMatchObject({
      code: 'ORDER_NOT_EDITABLE',
      message: 'A parcel of this order has shipped, so it can no longer be edited.',
    });
    const moved = await changeAddress(staff, order.id, {
      shippingAddress: movedAddress,
      expectedVersion: partly.version,
    });
    expect((await expectError(moved, 409)).code).toBe('ORDER_NOT_EDITABLE');
  });

  it('lets a member without refunds make an edit that costs more, but not one that gives money back', async () => {
    const role = await createRole(api, ['orders.view', 'orders.fulfil']);
    const packer = await staffBrowser(api, role.name);
    const { order, teeLine, variants } = await placeEditableOrder(api, { quantity: 2 });
    const lower = await changeLines(packer, order.id, {
      lines: [{ itemId: teeLine.id, variantId: variants.medium, quantity: 1 }],
      expectedVersion: order.version,
    });
    expect((await expectError(lower, 403)).code).toBe('FORBIDDEN');
    expect(await variantStock(api, variants.medium)).toBe(8);

    const raise = await changeLines(packer, order.id, {
      lines: [{ itemId: teeLine.id, variantId: variants.medium, quantity: 3 }],
      expectedVersion: order.version,
    });
    expect(raise.status).toBe(200);
  });

  it('lets one of two staff edits made at once through; the other, and a stale one, get 409', async () => {
    const [first, second] = [await staffBrowser(api, 'admin'), await staffBrowser(api, 'admin')];
    const { order, teeLine, variants } = await placeEditableOrder(api, { largeInStock: 1 });
    const body = {
      lines: [{ itemId: teeLine.id, variantId: variants.large, quantity: 1 }],
      expectedVersion: order.version,
    };
    const answers = await Promise.all([changeLines(first, order.id, body), changeLines(second, order.id, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await variantStock(api, variants.large)).toBe(0);
    const edits = await api.db.selectFrom('orderEdits').selectAll().where('orderId', '=', order.id).execute();
    expect(edits).toHaveLength(1);
    expect(await changeMails(order.orderNumber)).toHaveLength(1);

    // An edit racing a shipment: whichever commits first, the other is refused and nothing is half done.
    const { version } = await orderRow(api, order.id);
    const [shipped, edited] = await Promise.all([
      changeStatus(first, order.id, { status: 'processing', expectedVersion: version }),
      changeAddress(second, order.id, { shippingAddress: movedAddress, expectedVersion: version }),
    ]);
    expect([shipped.status, edited.status].sort()).toEqual([200, 409]);
    const after = await orderRow(api, order.id);
    expect(after.version).toBe(version + 1);
    expect(after.shippingAddress.city).toBe(edited.status === 200 ? 'Portland' : 'Springfield');
    const ship = await changeStatus(first, order.id, {
      status: 'shipped',
      ...SHIPMENT,
      expectedVersion: after.version,
    });
    expect([200, 409]).toContain(ship.status);
  });
});

describeEachDatabase('edits before shipping: the shipping address, by staff and by the buyer', (api) => {
  it('when the buyer moves the order to another state before it is packed, then the tax follows and the difference is refunded', async () => {
    const { order, email } = await placeEditableOrder(api);
    const customer = browser(api);
    const path = `/api/orders/${order.orderNumber}/shipping-address`;

    const wrongEmail = await customer.call('PUT', path, {
      body: { email: 'someone@example.com', shippingAddress: movedAddress },
    });
    expect((await expectError(wrongEmail, 404)).message).toBe('Order not found');
    const badAddress = await customer.call('PUT', path, {
      body: { email, shippingAddress: { ...movedAddress, postalCode: 'nope' } },
    });
    expect((await expectError(badAddress, 400)).fields).toMatchObject({
      'shippingAddress.postalCode': expect.any(String),
    });

    const moved = await customer.call('PUT', path, { body: { email, shippingAddress: movedAddress } });
    expect(moved.status).toBe(200);
    const { order: seen } = orderDetailResponseSchema.parse(await moved.json());
    expect(seen.shippingAddress).toMatchObject({ city: 'Portland', state: 'OR' });
    expect(seen.changes).toEqual([
      expect.objectContaining({
        summary: 'The shipping address was changed; the order now goes to OR, United States.',
      }),
    ]);
    const row = await orderRow(api, order.id);
    expect(row.taxJurisdiction).not.toBe(order.taxJurisdiction);
    const refunds = await api.db.selectFrom('orderRefunds').selectAll().where('orderId', '=', order.id).execute();
    expect(refunds.map((refund) => refund.amountCents)).toEqual(
      order.totalCents > row.totalCents ? [order.totalCents - row.totalCents] : [],
    );
    const audit = await api.db.selectFrom('auditLog').selectAll().where('target', '=', order.orderNumber).execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'order.address_changed', actorStaffId: null })]);
    expect(JSON.stringify(audit[0]?.changes)).not.toMatch(/Portland|Harbour/);
    expect((await mailsOfOrder(api, order.orderNumber)).filter((mail) => mail.kind === 'order_changed')).toHaveLength(
      1,
    );

    const same = await customer.call('PUT', path, { body: { email, shippingAddress: movedAddress } });
    expect((await expectError(same, 409)).code).toBe('NOTHING_CHANGED');
  });

  it('refuses the buyer once the order is being packed, while staff may still change it', async () => {
    const staff = await staffBrowser(api, 'admin');
    const { order, email } = await placeEditableOrder(api);
    const version = await forceStatus(api, order.id, 'processing');
    const customer = browser(api);
    const late = await customer.call('PUT', `/api/orders/${order.orderNumber}/shipping-address`, {
      body: { email, shippingAddress: movedAddress },
    });
    expect((await expectError(late, 409)).message).toContain('already being packed');
    const lookedUp = orderDetailResponseSchema.parse(
      await (await customer.get(`/api/orders/${order.orderNumber}?email=${encodeURIComponent(email)}`)).json(),
    );
    expect(lookedUp.order.addressEditable).toBe(false);

    const byStaff = await changeAddress(staff, order.id, { shippingAddress: movedAddress, expectedVersion: version });
    expect(byStaff.status).toBe(200);
    const detail = adminOrderResponseSchema.parse(await byStaff.json()).order;
    expect(detail.shippingAddress.city).toBe('Portland');
    expect(detail.edits[0]).toMatchObject({ staffName: 'A admin', byCustomer: false });
  });
});
