import { beforeAll, expect, it } from 'vitest';
import { staffNotificationsResponseSchema, type StaffNotificationsResponse } from '@ps/shared/console-schemas';
import type { Browser } from './support/browser';
import { expectError } from './support/cart-client';
import { cards, readyToPay } from './support/checkout-client';
import { createProduct } from './support/factories';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('/api/admin/notifications', (api) => {
  let admin: Browser;
  let staff: Browser;

  const inbox = async (member: Browser, query = ''): Promise<StaffNotificationsResponse> => {
    const response = await member.get(`/api/admin/notifications${query}`);
    expect(response.status).toBe(200);
    return staffNotificationsResponseSchema.parse(await response.json());
  };

  const placeOrder = async (variant: { productId: number; variantId: number }, quantity = 1) => {
    const shopper = await readyToPay(api, [{ ...variant, quantity }]);
    const response = await shopper.createOrder();
    expect(response.status).toBe(201);
    const { orderNumber } = (await response.json()) as { orderNumber: string };
    const order = await api.db
      .selectFrom('orders')
      .select('id')
      .where('orderNumber', '=', orderNumber)
      .executeTakeFirstOrThrow();
    return { orderNumber, id: order.id };
  };

  let tee: { productId: number; variantId: number };

  beforeAll(async () => {
    admin = await staffBrowser(api, 'admin');
    staff = await staffBrowser(api, 'staff');
    const product = await createProduct(api.db, { name: 'Bell Tee', variants: [{ inventoryAvailable: 7 }] });
    tee = { productId: product.id, variantId: product.variantIds[0]! };
  });

  it('answers only signed-in staff', async () => {
    expect((await expectError(await api.fetch('/api/admin/notifications'), 401)).code).toBe('UNAUTHORIZED');
  });

  it('tells every staff member once of a new order, linked to it', async () => {
    const before = [(await inbox(admin)).unreadCount, (await inbox(staff)).unreadCount];
    const order = await placeOrder(tee);
    for (const [index, member] of [admin, staff].entries()) {
      const { unreadCount, notifications } = await inbox(member);
      const about = notifications.filter((each) => each.title === `New order ${order.orderNumber}`);
      expect(about).toEqual([
        expect.objectContaining({ kind: 'new_order', read: false, link: `/admin/orders/${order.id}` }),
      ]);
      expect(unreadCount).toBe(before[index]! + 1);
    }
  });

  it('warns once when an order takes a variant down to its low-stock threshold', async () => {
    // 6 left after the last test; 5 is the shop's default threshold.
    await placeOrder(tee);
    await placeOrder(tee);
    const lowStock = (await inbox(staff, '?limit=50')).notifications.filter((each) => each.kind === 'low_stock');
    expect(lowStock).toEqual([
      expect.objectContaining({ title: 'Low stock: Bell Tee (Variant 1)', link: `/admin/products/${tee.productId}` }),
    ]);
  });

  it('tells staff of a declined card', async () => {
    const shopper = await readyToPay(api, [{ ...tee, quantity: 1 }]);
    expect((await shopper.createOrder({ card: cards.declined })).status).toBe(402);
    const { notifications } = await inbox(admin);
    expect(notifications[0]).toMatchObject({ kind: 'payment_failed', title: 'Payment declined at checkout' });
  });

  it('marks one read for its owner only, and never another member’s', async () => {
    const [latest] = (await inbox(admin)).notifications;
    const staffUnread = (await inbox(staff)).unreadCount;
    const adminUnread = (await inbox(admin)).unreadCount;

    const theirs = await staff.post(`/api/admin/notifications/${latest!.id}/read`);
    expect((await expectError(theirs, 404)).message).toBe('Notification not found');

    const mine = await admin.post(`/api/admin/notifications/${latest!.id}/read`);
    expect(mine.status).toBe(200);
    expect(await mine.json()).toEqual({ unreadCount: adminUnread - 1 });
    expect((await inbox(admin)).notifications[0]).toMatchObject({ id: latest!.id, read: true });
    expect((await inbox(staff)).unreadCount).toBe(staffUnread);
  });

  it('marks all read for one member, leaving the others’ unread', async () => {
    const staffUnread = (await inbox(staff)).unreadCount;
    expect(staffUnread).toBeGreaterThan(0);
    const response = await admin.post('/api/admin/notifications/read-all');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ unreadCount: 0 });
    const after = await inbox(admin, '?limit=100');
    expect(after.unreadCount).toBe(0);
    expect(after.notifications.every((each) => each.read)).toBe(true);
    expect((await inbox(staff)).unreadCount).toBe(staffUnread);
  });

  it('refuses an id that is not one', async () => {
    const error = await expectError(await admin.post('/api/admin/notifications/abc/read'), 400);
    expect(error.fields).toEqual({ id: 'must be a notification id' });
  });
});
