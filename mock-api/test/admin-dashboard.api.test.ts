import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { dashboardResponseSchema, type DashboardPeriod } from '@ps/shared/console-schemas';
import { browser, type Browser } from './support/browser';
import { expectError } from './support/cart-client';
import { createOrder, createProduct } from './support/factories';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

const DAY_MS = 86_400_000;
const todayUtc = () => Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
/** Noon UTC `daysAgo` days back, clear of any midnight the test could run across. */
const noon = (daysAgo: number) => new Date(todayUtc() - daysAgo * DAY_MS + 12 * 3_600_000);
const dayString = (daysAgo: number) => noon(daysAgo).toISOString().slice(0, 10);

describeEachDatabase('GET /api/admin/dashboard', (api) => {
  let staff: Browser;
  const dashboard = async (period: DashboardPeriod) => {
    const response = await staff.get(`/api/admin/dashboard?period=${period}`);
    expect(response.status).toBe(200);
    return dashboardResponseSchema.parse(await response.json());
  };
  const session = async (daysAgo: number) => {
    await api.db
      .insertInto('analyticsEvents')
      .values({ eventType: 'page_view', occurredAt: noon(daysAgo), sessionId: randomUUID(), userId: null })
      .execute();
  };

  let hoodie: Awaited<ReturnType<typeof createProduct>>;
  let badge: Awaited<ReturnType<typeof createProduct>>;
  let lowVariant: number;

  beforeAll(async () => {
    staff = await staffBrowser(api, 'staff');
    hoodie = await createProduct(api.db, { name: 'Panic Hoodie', variants: [{ inventoryAvailable: 40 }] });
    badge = await createProduct(api.db, {
      name: 'Anxious Badge',
      variants: [{ inventoryAvailable: 3 }, { inventoryAvailable: 6 }, { inventoryAvailable: 7, lowStockThreshold: 8 }],
    });
    lowVariant = badge.variantIds[0]!;
    await createProduct(api.db, { name: 'Retired Tee', active: false, variants: [{ inventoryAvailable: 0 }] });

    // Today: two paid orders (one from a returning buyer) and an unpaid one.
    await createOrder(api.db, {
      email: 'returning@example.com',
      createdAt: noon(40),
      lines: [{ productId: hoodie.id, name: 'Panic Hoodie', quantity: 1, unitPriceCents: 6000 }],
    });
    await createOrder(api.db, {
      email: 'Returning@example.com',
      createdAt: noon(0),
      lines: [{ productId: hoodie.id, name: 'Panic Hoodie', quantity: 2, unitPriceCents: 6000 }],
    });
    await createOrder(api.db, {
      email: 'new-today@example.com',
      createdAt: noon(0),
      lines: [{ productId: badge.id, name: 'Anxious Badge', quantity: 3, unitPriceCents: 500 }],
    });
    await createOrder(api.db, { createdAt: noon(0), status: 'pending', paymentStatus: 'pending' });
    // Earlier in the week, and a refund that is no revenue.
    await createOrder(api.db, {
      createdAt: noon(3),
      lines: [{ productId: badge.id, name: 'Anxious Badge', quantity: 10, unitPriceCents: 500 }],
    });
    await createOrder(api.db, { createdAt: noon(5), status: 'cancelled', paymentStatus: 'refunded' });
    // Outside 90 days: counted nowhere.
    await createOrder(api.db, { createdAt: noon(100) });

    await Promise.all([session(0), session(0), session(0), session(0), session(4), session(20), session(95)]);
  });

  it("answers today's figures: paid revenue, every order placed, new e-mails and orders per session", async () => {
    const today = await dashboard('today');
    expect(today).toMatchObject({ period: 'today', from: dayString(0), to: dayString(0) });
    expect(today.figures).toEqual({
      revenue: 135,
      orders: 3,
      paidOrders: 2,
      averageOrderValue: 67.5,
      // returning@ bought 40 days ago (in any case of its e-mail); the pending order's buyer is new too.
      newCustomers: 2,
      sessions: 4,
      conversionRate: 75,
    });
    expect(today.revenueByDay).toEqual([{ date: dayString(0), orders: 3, revenue: 135 }]);
  });

  it('widens every figure with the period, day by day', async () => {
    const week = await dashboard('7d');
    expect(week.figures).toMatchObject({ revenue: 185, orders: 5, paidOrders: 3, newCustomers: 4, sessions: 5 });
    expect(week.figures.averageOrderValue).toBe(61.67);
    expect(week.figures.conversionRate).toBe(100);
    expect(week.revenueByDay).toHaveLength(7);
    expect(week.revenueByDay[3]).toEqual({ date: dayString(3), orders: 1, revenue: 50 });
    expect(week.revenueByDay[1]).toEqual({ date: dayString(5), orders: 1, revenue: 0 });

    const quarter = await dashboard('90d');
    expect(quarter.figures).toMatchObject({ revenue: 245, orders: 6, newCustomers: 5, sessions: 6 });
    expect(quarter.revenueByDay).toHaveLength(90);
    expect(quarter.revenueByDay.at(-1)?.date).toBe(dayString(0));
  });

  it('ranks top products by units in paid orders of the period', async () => {
    const week = await dashboard('7d');
    expect(week.topProducts.slice(0, 2)).toEqual([
      { productId: badge.id, name: 'Anxious Badge', units: 13, revenue: 65 },
      { productId: hoodie.id, name: 'Panic Hoodie', units: 2, revenue: 120 },
    ]);
  });

  it('lists the newest orders and the variants at or below their own threshold, fewest first', async () => {
    const { recentOrders, lowStock } = await dashboard('today');
    expect(recentOrders).toHaveLength(5);
    expect(recentOrders.every((order) => order.createdAt >= recentOrders.at(-1)!.createdAt)).toBe(true);
    // 3 <= 5 (default) and 7 <= 8 (its own); 6 > 5 and the inactive product's variant are left out.
    expect(lowStock.total).toBe(2);
    expect(
      lowStock.variants.map(({ variantId, available, threshold }) => ({ variantId, available, threshold })),
    ).toEqual([
      { variantId: lowVariant, available: 3, threshold: 5 },
      { variantId: badge.variantIds[2], available: 7, threshold: 8 },
    ]);
  });

  it('refuses an unknown period with 400 naming it', async () => {
    const body = await expectError(await staff.get('/api/admin/dashboard?period=year'), 400);
    expect(body.fields).toHaveProperty('period');
  });

  // Customers and roles without 'orders' are refused by the route table (admin-permissions.api.test.ts).
  it('answers 401 to a browser with no staff session', async () => {
    const anonymous = await expectError(await browser(api).get('/api/admin/dashboard'), 401);
    expect(anonymous.code).toBe('UNAUTHORIZED');
  });
});
