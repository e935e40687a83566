import { randomBytes, randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import {
  ADMIN_CUSTOMER_SORTS,
  adminCustomerResponseSchema,
  adminCustomersResponseSchema,
  adminOrderResponseSchema,
  ERASED_CUSTOMER,
  type AdminCustomersResponse,
} from '@ps/shared/console-schemas';
import { nextCustomers, type CustomerListRow } from '../src/modules/customers/console/customer-list-repository';
import { changeStatus, SHIPMENT } from './support/admin-orders';
import { browser, registerCustomer, type Browser } from './support/browser';
import { expectError } from './support/cart-client';
import { createOrder, createProduct } from './support/factories';
import { staffBrowser } from './support/staff';
import { describeEachDatabase, type ApiTestContext } from './support/suite';

const day = (date: string) => new Date(`${date}T12:00:00.000Z`);

/** A confirmed order of this e-mail (or a pending, unpaid one) worth `cents`, placed at noon that day. */
async function orderOf(api: ApiTestContext, email: string, cents: number, placed: string, paid = true) {
  const product = await createProduct(api.db);
  return createOrder(api.db, {
    email,
    createdAt: day(placed),
    paymentStatus: paid ? 'paid' : 'pending',
    status: paid ? 'confirmed' : 'pending',
    lines: [{ productId: product.id, unitPriceCents: cents }],
  });
}

describeEachDatabase('admin customers: list, detail, CSV, GDPR export and erasure', (api) => {
  let staff: Browser;
  let admin: Browser & { email: string };
  let ann: Browser;
  const orderIds: Record<string, number[]> = { ann: [], bob: [], evil: [] };

  const list = async (query = ''): Promise<AdminCustomersResponse> => {
    const response = await staff.get(`/api/admin/customers${query}`);
    expect(response.status).toBe(200);
    return adminCustomersResponseSchema.parse(await response.json());
  };
  const emails = (answer: AdminCustomersResponse) => answer.customers.map((customer) => customer.email);
  const keyOf = async (email: string) => (await list(`?q=${encodeURIComponent(email)}`)).customers[0]!.key;

  beforeAll(async () => {
    staff = await staffBrowser(api, 'staff');
    admin = await staffBrowser(api, 'admin');
    ann = browser(api);
    await registerCustomer(ann, { email: 'ann@example.com', firstName: 'Ann', lastName: 'Account' });
    await registerCustomer(browser(api), { email: 'cara@example.com', firstName: 'Cara', lastName: 'Noorders' });
    // Ann's orders: one typed in capitals as a guest, one still unpaid (no lifetime value).
    orderIds.ann!.push((await orderOf(api, 'ANN@Example.com', 2500, '2026-01-02')).id);
    orderIds.ann!.push((await orderOf(api, 'ann@example.com', 9900, '2026-01-03', false)).id);
    orderIds.bob!.push((await orderOf(api, 'Bob.Guest@Example.com', 1000, '2026-01-04')).id);
    orderIds.bob!.push((await orderOf(api, 'bob.guest@example.com', 3000, '2026-01-05')).id);
    orderIds.evil!.push((await orderOf(api, 'evil@example.com', 1000, '2026-01-01')).id);
    await api.db.updateTable('orders').set({ customerFirstName: '=cmd' }).where('id', 'in', orderIds.evil!).execute();
    await api.db
      .updateTable('orders')
      .set({ customerPhone: '+1 555 010 2030', notes: 'Leave it with Ann next door' })
      .where('id', 'in', orderIds.ann!)
      .execute();
    for (const email of ['bob.guest@example.com', 'Ann@example.com']) {
      await api.db
        .insertInto('newsletterSubscribers')
        .values({
          email,
          source: 'store',
          unsubscribeToken: randomBytes(32).toString('base64url'),
          confirmedAt: new Date(),
        })
        .execute();
    }
    await api.db
      .insertInto('contactMessages')
      .values({ id: randomUUID(), name: 'Ann', email: 'ann@example.com', topic: 'order', message: 'Where is it?' })
      .execute();
  });

  it('groups accounts and guest orders by e-mail, ignoring case, with figures from paid orders', async () => {
    const all = await list();
    expect(all.pagination).toEqual({ total: 4, hasMore: false });
    expect(emails(all)).toEqual(['bob.guest@example.com', 'ann@example.com', 'evil@example.com', 'cara@example.com']);
    expect(all.customers[0]).toMatchObject({
      kind: 'guest',
      key: `guest-${orderIds.bob![0]}`,
      orderCount: 2,
      lifetimeValue: 40,
      newsletter: 'subscribed',
      lastOrderAt: day('2026-01-05').toISOString(),
    });
    expect(all.customers[1]).toMatchObject({ name: 'Ann Account', kind: 'account', orderCount: 2, lifetimeValue: 25 });
    expect(all.customers[3]).toMatchObject({ kind: 'account', orderCount: 0, lifetimeValue: 0, lastOrderAt: null });
  });

  it('sorts, pages, searches and filters on the server', async () => {
    expect(emails(await list('?sort=lifetime_value&limit=2&offset=0'))).toEqual([
      'bob.guest@example.com',
      'ann@example.com',
    ]);
    const second = await list('?sort=lifetime_value&limit=2&offset=2');
    expect(emails(second)).toEqual(['evil@example.com', 'cara@example.com']);
    expect(second.pagination).toEqual({ total: 4, hasMore: false });
    expect(emails(await list('?sort=name'))[0]).toBe('evil@example.com');
    expect(emails(await list('?kind=guest'))).toEqual(['bob.guest@example.com', 'evil@example.com']);
    expect(emails(await list('?kind=account&sort=email'))).toEqual(['ann@example.com', 'cara@example.com']);
    expect(emails(await list('?newsletter=subscribed&sort=email'))).toEqual([
      'ann@example.com',
      'bob.guest@example.com',
    ]);
    expect(emails(await list('?q=noORDERS'))).toEqual(['cara@example.com']);
    expect((await list('?q=%25')).pagination.total).toBe(0);
    // A NUL the database cannot compare is refused as a field, never a failed query (or a cut-off CSV).
    for (const path of ['/api/admin/customers?q=%00', '/api/admin/customers/export?q=a%00b']) {
      expect((await expectError(await staff.get(path), 400)).fields).toHaveProperty('q');
    }
    const refused = await expectError(await staff.get('/api/admin/customers?sort=cheapest&limit=500'), 400);
    expect(Object.keys(refused.fields ?? {})).toEqual(expect.arrayContaining(['sort', 'limit']));
  });

  it('opens one customer with their orders, addresses, phone and newsletter', async () => {
    const response = await staff.get(`/api/admin/customers/${await keyOf('ann@example.com')}`);
    expect(response.status).toBe(200);
    const { customer } = adminCustomerResponseSchema.parse(await response.json());
    expect(customer).toMatchObject({ email: 'ann@example.com', phone: '+1 555 010 2030', newsletter: 'subscribed' });
    expect(customer.orders.map((order) => order.id)).toEqual([...orderIds.ann!].reverse());
    expect(customer.addresses).toEqual([
      expect.objectContaining({ addressLine1: '1 Main St', city: 'Springfield', postalCode: '62701' }),
    ]);
    expect(customer.accountCreatedAt).not.toBeNull();
    await expectError(await staff.get('/api/admin/customers/guest-2000000000'), 404);
    await expectError(await staff.get('/api/admin/customers/ann@example.com'), 400);
  });

  it('exports the filter, or the chosen customers, as CSV with formulas defused', async () => {
    const response = await staff.get('/api/admin/customers/export?format=csv&kind=guest&sort=email');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?customers-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const rows = parse(await response.text()) as string[][];
    expect(rows).toEqual([
      ['Name', 'Email', 'Type', 'Orders', 'Lifetime value', 'Last order', 'Newsletter'],
      ['Test Buyer', 'bob.guest@example.com', 'guest', '2', '40.00', day('2026-01-05').toISOString(), 'subscribed'],
      ["'=cmd Buyer", 'evil@example.com', 'guest', '1', '10.00', day('2026-01-01').toISOString(), 'never'],
    ]);
    const keys = [await keyOf('cara@example.com'), await keyOf('evil@example.com')].join(',');
    const chosen = parse(await (await staff.get(`/api/admin/customers/export?keys=${keys}`)).text()) as string[][];
    expect(chosen.slice(1).map((row) => row[1])).toEqual(['evil@example.com', 'cara@example.com']);
  });

  it('walks the export in batches by keyset in every sort, losing and repeating nobody', async () => {
    for (let index = 0; index < 3; index += 1) await orderOf(api, `batch-${index}@example.com`, 2500, '2026-01-03');
    for (const sort of ADMIN_CUSTOMER_SORTS) {
      const walked: string[] = [];
      let after: CustomerListRow | undefined;
      for (;;) {
        const batch = await nextCustomers(api.db, { sort }, after, 2);
        if (batch.length === 0) break;
        walked.push(...batch.map((row) => row.email));
        after = batch.at(-1);
      }
      expect(walked, sort).toEqual(emails(await list(`?sort=${sort}&limit=100`)));
    }
    const rows = parse(await (await staff.get('/api/admin/customers/export')).text()) as string[][];
    expect(rows.slice(1).map((row) => row[1])).toEqual(emails(await list('?limit=100')));
  });

  it('lets only an admin take out or erase personal data', async () => {
    const key = await keyOf('ann@example.com');
    expect((await expectError(await staff.get(`/api/admin/customers/${key}/data`), 403)).code).toBe('FORBIDDEN');
    const erase = await staff.post(`/api/admin/customers/${key}/erase`, { confirmEmail: 'ann@example.com' });
    expect((await expectError(erase, 403)).code).toBe('FORBIDDEN');
    expect((await list('?q=ann')).pagination.total).toBe(1);
  });

  it('exports everything held about a customer as a JSON download, and audits who did', async () => {
    const key = await keyOf('ann@example.com');
    const response = await admin.get(`/api/admin/customers/${key}/data`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="?customer-${key}-data-`),
    );
    const data = (await response.json()) as Record<string, unknown> & { orders: { items: unknown[] }[] };
    expect(data).toMatchObject({
      email: 'ann@example.com',
      account: { email: 'ann@example.com', firstName: 'Ann', lastName: 'Account' },
      newsletter: { email: 'Ann@example.com', source: 'store' },
      contactMessages: [expect.objectContaining({ message: 'Where is it?' })],
    });
    expect(data.orders).toHaveLength(2);
    expect(data.orders[0]).toMatchObject({ customerPhone: '+1 555 010 2030', total: 25, items: [expect.anything()] });
    const audit = await api.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'customer.data_exported')
      .execute();
    expect(audit).toEqual([expect.objectContaining({ target: key, actorEmail: admin.email })]);
  });

  it('refuses an erase whose typed e-mail does not match, changing nothing', async () => {
    const key = await keyOf('ann@example.com');
    const refused = await expectError(
      await admin.post(`/api/admin/customers/${key}/erase`, { confirmEmail: 'bob.guest@example.com' }),
      400,
    );
    expect(refused.fields).toHaveProperty('confirmEmail');
    expect((await list('?q=ann')).pagination.total).toBe(1);
  });

  it('erases an account: orders kept but anonymised, the rest deleted, sessions ended, audited without the data', async () => {
    const key = await keyOf('ann@example.com');
    expect((await ann.get('/api/account/session').then((response) => response.json())).user).not.toBeNull();
    const response = await admin.post(`/api/admin/customers/${key}/erase`, { confirmEmail: ' ANN@example.com ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      erased: { account: true, orders: 2, newsletter: 1, contactMessages: 1, sessions: 1 },
    });

    const orders = await api.db.selectFrom('orders').selectAll().where('id', 'in', orderIds.ann!).execute();
    for (const order of orders) {
      expect(order).toMatchObject({
        customerEmail: ERASED_CUSTOMER.email,
        customerFirstName: ERASED_CUSTOMER.firstName,
        customerPhone: null,
        notes: null,
        customerId: null,
        shippingAddress: { address1: 'Erased', postalCode: '', state: 'IL', country: 'US' },
      });
      expect(order.anonymisedAt).not.toBeNull();
      expect(JSON.stringify(order)).not.toMatch(/ann|Main St|62701/i);
    }
    const detail = adminOrderResponseSchema.parse(
      await (await staff.get(`/api/admin/orders/${orderIds.ann![0]}`)).json(),
    );
    expect(detail.order.customerInfo).toEqual({ name: 'Erased customer', email: ERASED_CUSTOMER.email, phone: null });

    const left = await Promise.all([
      api.db.selectFrom('customers').select('id').where('email', '=', 'ann@example.com').execute(),
      api.db.selectFrom('newsletterSubscribers').select('id').where('email', 'ilike', 'ann@example.com').execute(),
      api.db.selectFrom('contactMessages').select('id').where('email', '=', 'ann@example.com').execute(),
    ]);
    expect(left).toEqual([[], [], []]);
    expect((await ann.get('/api/account/session').then((answer) => answer.json())).user).toBeNull();
    expect((await list('?q=ann')).pagination.total).toBe(0);
    expect((await list()).pagination.total).toBe(6);
    await expectError(await staff.get(`/api/admin/customers/${key}`), 404);

    // The order still moves through fulfilment, but nobody is e-mailed about it any more.
    for (const status of ['processing', 'shipped'] as const) {
      const { version } = await api.db
        .selectFrom('orders')
        .select('version')
        .where('id', '=', orderIds.ann![0]!)
        .executeTakeFirstOrThrow();
      const moved = await changeStatus(staff, orderIds.ann![0]!, { status, ...SHIPMENT, expectedVersion: version });
      expect(moved.status).toBe(200);
    }
    const mail = await api.db
      .selectFrom('mailOutbox')
      .select('id')
      .where(sql<string>`message->>'to'`, '=', ERASED_CUSTOMER.email)
      .execute();
    expect(mail).toEqual([]);

    const audit = await api.db.selectFrom('auditLog').selectAll().where('action', '=', 'customer.erased').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target: key, actorEmail: admin.email });
    expect(JSON.stringify(audit[0])).not.toMatch(/ann@example|Ann|Account"|555 010/);
  });

  it('erases a guest buyer found by their first order', async () => {
    const key = await keyOf('bob.guest@example.com');
    const response = await admin.post(`/api/admin/customers/${key}/erase`, { confirmEmail: 'bob.guest@example.com' });
    expect(await response.json()).toEqual({
      erased: { account: false, orders: 2, newsletter: 1, contactMessages: 0, sessions: 0 },
    });
    expect(emails(await list('?kind=guest'))).not.toContain('bob.guest@example.com');
    const { orderNumber } = await api.db
      .selectFrom('orders')
      .select('orderNumber')
      .where('id', '=', orderIds.bob![1]!)
      .executeTakeFirstOrThrow();
    expect((await list(`?q=${orderNumber}`)).pagination.total).toBe(0);
  });
});
