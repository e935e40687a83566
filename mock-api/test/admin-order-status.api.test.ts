import { expect, it } from 'vitest';
import { adminOrderResponseSchema, ORDER_TRANSITIONS } from '@ps/shared/console-schemas';
import { orderDetailResponseSchema, ORDER_STATUS_NAMES, ORDER_STATUSES, type OrderStatus } from '@ps/shared/schemas';
import {
  changeStatus,
  forceStatus,
  mailsOfOrder,
  placeGuestOrder,
  SHIPMENT,
  variantStock,
} from './support/admin-orders';
import { createSandboxProvider } from '../src/modules/payments/sandbox-provider';
import type { PaymentProvider } from '../src/modules/payments/payment-provider';
import { expectError } from './support/cart-client';
import { viaServer } from './support/checkout-client';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

const allowedPairs = ORDER_STATUSES.flatMap((from) => ORDER_TRANSITIONS[from].map((to) => [from, to] as const));

describeEachDatabase(
  'admin order status: the state machine, money, stock, timeline, audit and e-mail',
  (api) => {
    const extras = (to: OrderStatus) => (to === 'shipped' ? SHIPMENT : {});

    it.each(allowedPairs)('moves an order from %s to %s', async (from, to) => {
      // Cancelling or refunding gives money back: the seeded staff role may not (decision 070).
      const role = to === 'cancelled' || to === 'refunded' ? 'admin' : 'staff';
      const staff = await staffBrowser(api, role);
      const order = await placeGuestOrder(api);
      const version = await forceStatus(api, order.id, from);
      const response = await changeStatus(staff, order.id, { status: to, expectedVersion: version, ...extras(to) });
      expect(response.status).toBe(200);
      const { order: changed } = adminOrderResponseSchema.parse(await response.json());
      expect(changed).toMatchObject({ status: to, version: version + 1 });
      expect(changed.events.at(-1)).toMatchObject({ status: to, staffName: `A ${role}` });
    });

    it.each(ORDER_STATUSES)('refuses every other move from %s with 409 naming the allowed ones', async (from) => {
      const staff = await staffBrowser(api, 'staff');
      const order = await placeGuestOrder(api);
      const version = await forceStatus(api, order.id, from);
      const refused = ORDER_STATUSES.filter((to) => !ORDER_TRANSITIONS[from].includes(to));
      for (const to of refused) {
        const body = await expectError(
          await changeStatus(staff, order.id, { status: to, expectedVersion: version, ...extras(to) }),
          409,
        );
        expect(body.code, `${from} -> ${to}`).toBe('INVALID_TRANSITION');
        for (const allowed of ORDER_TRANSITIONS[from]) expect(body.message).toContain(ORDER_STATUS_NAMES[allowed]);
      }
      const unchanged = await api.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirst();
      expect(unchanged).toMatchObject({ status: from, version });
    });

    it('ships only with a carrier and a tracking number, then shows them to the customer without staff details', async () => {
      const staff = await staffBrowser(api, 'staff');
      const order = await placeGuestOrder(api);
      const version = await forceStatus(api, order.id, 'processing');
      const missing = await expectError(
        await changeStatus(staff, order.id, { status: 'shipped', expectedVersion: version }),
        400,
      );
      expect(missing.fields).toEqual({ carrier: 'Choose the carrier', trackingNumber: 'Enter the tracking number' });

      const shipped = await changeStatus(staff, order.id, {
        status: 'shipped',
        expectedVersion: version,
        notes: 'Packed by the merch desk',
        ...SHIPMENT,
      });
      expect(shipped.status).toBe(200);

      const seen = await order.shopper.lookUpOrder(order.orderNumber);
      const { order: customerView } = orderDetailResponseSchema.parse(await seen.json());
      expect(customerView.status).toBe('shipped');
      expect(customerView.shipment).toMatchObject({
        carrierName: 'UPS',
        trackingNumber: SHIPMENT.trackingNumber,
        trackingUrl: `https://www.ups.com/track?tracknum=${SHIPMENT.trackingNumber}`,
      });
      const text = JSON.stringify(customerView);
      expect(text).not.toContain('A staff');
      expect(text).not.toContain('merch desk');

      const mails = await mailsOfOrder(api, order.orderNumber);
      const mail = mails.find((each) => each.kind === 'order_shipped');
      expect(mail?.message.text).toContain(`https://www.ups.com/track?tracknum=${SHIPMENT.trackingNumber}`);
      expect(mail?.message.text).toContain(`/track/${order.orderNumber}`);

      const audit = await api.db.selectFrom('auditLog').selectAll().where('target', '=', order.orderNumber).execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'order.status_changed', actorEmail: staff.email });
      expect(audit[0]?.changes).toMatchObject({ from: 'processing', to: 'shipped', carrier: 'ups' });
    });

    it('cancels: the stock comes back, the captured payment is refunded and the customer is told', async () => {
      const staff = await staffBrowser(api, 'admin');
      const order = await placeGuestOrder(api, { quantity: 3, unitsInStock: 5 });
      expect(await variantStock(api, order.variantId)).toBe(2);
      const response = await changeStatus(staff, order.id, { status: 'cancelled', expectedVersion: order.version });
      const { order: cancelled } = adminOrderResponseSchema.parse(await response.json());
      expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
      expect(cancelled.payment.refundReference).toMatch(/^re_sandbox_/);
      expect(await variantStock(api, order.variantId)).toBe(5);
      const kinds = (await mailsOfOrder(api, order.orderNumber)).map((mail) => mail.kind);
      expect(kinds).toEqual(['order_confirmation', 'order_cancelled']);
    });

    it('cancels an order whose payment is only held: the hold is released, nothing refunded', async () => {
      const sandbox = createSandboxProvider();
      const released: string[] = [];
      const holdOnly: PaymentProvider = {
        ...sandbox,
        capture: () => Promise.reject(new Error('the bank is down')),
        cancel: async (paymentId) => {
          released.push(paymentId);
          await sandbox.cancel(paymentId);
        },
      };
      const server = viaServer(api, await api.startServer({}, { payments: holdOnly }));
      const staff = await staffBrowser(server, 'staff');
      const order = await placeGuestOrder(server);
      const response = await changeStatus(staff, order.id, { status: 'cancelled', expectedVersion: order.version });
      const { order: cancelled } = adminOrderResponseSchema.parse(await response.json());
      expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'voided' });
      expect(cancelled.payment.refundReference).toBeNull();
      expect(released).toEqual([cancelled.payment.reference]);
      expect(await sandbox.findAuthorized(cancelled.payment.reference)).toBeNull();
      const mail = (await mailsOfOrder(api, order.orderNumber)).find((each) => each.kind === 'order_cancelled');
      expect(mail?.message.text).toContain('you were not charged');
    });

    it('refunds a delivered order through the sandbox, restocking only when asked', async () => {
      const staff = await staffBrowser(api, 'admin');
      const kept = await placeGuestOrder(api, { quantity: 2, unitsInStock: 4 });
      const returned = await placeGuestOrder(api, { quantity: 2, unitsInStock: 4 });
      for (const [order, restock] of [
        [kept, false],
        [returned, true],
      ] as const) {
        const version = await forceStatus(api, order.id, 'delivered');
        const response = await changeStatus(staff, order.id, { status: 'refunded', expectedVersion: version, restock });
        const { order: refunded } = adminOrderResponseSchema.parse(await response.json());
        expect(refunded).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
        expect(refunded.payment.refundReference).toMatch(/^re_sandbox_/);
        expect((await mailsOfOrder(api, order.orderNumber)).map((mail) => mail.kind)).toContain('order_refunded');
      }
      expect(await variantStock(api, kept.variantId)).toBe(2);
      expect(await variantStock(api, returned.variantId)).toBe(4);
    });

    it('lets exactly one of two simultaneous changes through; the other gets 409, never a lost update', async () => {
      const [first, second] = await Promise.all([staffBrowser(api, 'staff'), staffBrowser(api, 'admin')]);
      const order = await placeGuestOrder(api);
      const answers = await Promise.all([
        changeStatus(first, order.id, { status: 'processing', expectedVersion: order.version }),
        changeStatus(second, order.id, { status: 'cancelled', expectedVersion: order.version }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.status === 409);
      expect((await loser?.json()) as unknown).toMatchObject({ code: 'VERSION_CONFLICT' });
      const events = await api.db.selectFrom('orderEvents').select('status').where('orderId', '=', order.id).execute();
      expect(events.filter((event) => event.status !== 'pending' && event.status !== 'confirmed')).toHaveLength(1);
    });
  },
  { seed: false },
);
