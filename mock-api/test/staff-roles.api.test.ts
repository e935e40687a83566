import { expect, it } from 'vitest';
import {
  staffRoleResponseSchema,
  staffRolesResponseSchema,
  staffSessionResponseSchema,
  type StaffPermission,
} from '@ps/shared/console-schemas';
import { forceStatus, placeGuestOrder, refundLines } from './support/admin-orders';
import { productForm } from './support/admin-products';
import type { Browser } from './support/browser';
import { expectError } from './support/cart-client';
import { createCategory } from './support/factories';
import { createRole, staffBrowser } from './support/staff';
import { describeEachDatabase, type ApiTestContext } from './support/suite';

const FULFILMENT: StaffPermission[] = ['orders.view', 'orders.fulfil'];

describeEachDatabase('staff roles: permissions per action, edited by an admin, with a refund limit', (api) => {
  const put = (page: Browser, path: string, body: unknown) => page.call('PUT', path, { body });
  const remove = (page: Browser, path: string) => page.call('DELETE', path);

  /** A delivered order of one line of three units; what one unit refunds, in cents. */
  async function deliveredOrder(context: ApiTestContext) {
    const order = await placeGuestOrder(context, { quantity: 3 });
    const version = await forceStatus(context, order.id, 'delivered');
    const item = await context.db
      .selectFrom('orderItems')
      .select(['id', 'unitPriceCents'])
      .where('orderId', '=', order.id)
      .executeTakeFirstOrThrow();
    return { ...order, version, item };
  }

  const refundOne = (page: Browser, order: Awaited<ReturnType<typeof deliveredOrder>>, quantity = 1) =>
    refundLines(page, order.id, { lines: [{ itemId: order.item.id, quantity }], expectedVersion: order.version });

  const refundRows = (orderId: number) =>
    api.db.selectFrom('orderRefunds').select('amountCents').where('orderId', '=', orderId).execute();

  it('keeps the members of the two old roles signing in, with the seeded roles', async () => {
    const { roles } = staffRolesResponseSchema.parse(
      await (await (await staffBrowser(api, 'admin')).get('/api/admin/roles')).json(),
    );
    expect(roles.map((role) => role.name)).toEqual(expect.arrayContaining(['admin', 'staff']));
    const member = await staffBrowser(api, 'staff');
    const { user } = staffSessionResponseSchema.parse(await (await member.get('/api/admin/auth/session')).json());
    expect(user).toMatchObject({ role: 'staff', refundLimitCents: null });
    expect(user?.permissions).toEqual(expect.arrayContaining(['orders.view', 'orders.fulfil', 'catalog.edit']));
    expect(user?.permissions).not.toEqual(expect.arrayContaining(['orders.refund']));
  });

  it('refuses the seeded staff role a refund, a delete, a bulk reprice, a new price and a promotion', async () => {
    const member = await staffBrowser(api, 'staff');
    const order = await deliveredOrder(api);
    expect((await expectError(await refundOne(member, order), 403)).code).toBe('FORBIDDEN');
    expect(await refundRows(order.id)).toEqual([]);

    const categoryId = (await createCategory(api.db)).id;
    const created = await member.post('/api/admin/products', productForm(categoryId));
    expect(created.status).toBe(201);
    const { product } = (await created.json()) as { product: { id: number; name: string } };
    await expectError(await remove(member, `/api/admin/products/${product.id}`), 403);
    await expectError(await member.post('/api/admin/products/bulk', { action: 'delete', ids: [product.id] }), 403);
    await expectError(await member.post('/api/admin/categories/bulk', { action: 'delete', ids: [categoryId] }), 403);
    const category = await api.db.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst();
    expect(category).toBeDefined();
    await expectError(
      await member.post('/api/admin/products/bulk', {
        action: 'price',
        ids: [product.id],
        mode: 'percent',
        value: -50,
      }),
      403,
    );
    const form = productForm(categoryId);
    const saved = await api.db
      .selectFrom('products')
      .select(['slug', 'basePriceCents'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    const detail = (await (await member.get(`/api/admin/products/${product.id}`)).json()) as {
      product: { variants: { id: number; sku: string; name: string }[] };
    };
    const same = {
      ...form,
      slug: saved.slug,
      variants: detail.product.variants.map((variant, index) => ({ ...form.variants[index], ...variant })),
    };
    await expectError(await put(member, `/api/admin/products/${product.id}`, { ...same, basePrice: 1 }), 403);
    expect((await put(member, `/api/admin/products/${product.id}`, { ...same, name: 'Renamed tee' })).status).toBe(200);
    const after = await api.db
      .selectFrom('products')
      .select(['basePriceCents', 'name'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ basePriceCents: saved.basePriceCents, name: 'Renamed tee' });

    await expectError(
      await member.post('/api/admin/promotions', { code: 'ALLFREE', type: 'percentage', value: 100 }),
      403,
    );
    await expectError(await put(member, '/api/admin/settings', {}), 403);
  });

  it('applies a role changed by an admin to the member’s next request, in the same session', async () => {
    const admin = await staffBrowser(api, 'admin');
    const role = await createRole(api, FULFILMENT);
    const member = await staffBrowser(api, role.name);
    const order = await deliveredOrder(api);
    await expectError(await refundOne(member, order), 403);

    const granted = await put(admin, `/api/admin/roles/${role.id}`, {
      name: role.name,
      permissions: [...FULFILMENT, 'orders.refund'],
      refundLimitCents: null,
    });
    expect(granted.status).toBe(200);
    expect(staffRoleResponseSchema.parse(await granted.json()).role.permissions).toContain('orders.refund');
    expect((await refundOne(member, order)).status).toBe(201);

    const taken = await put(admin, `/api/admin/roles/${role.id}`, {
      name: role.name,
      permissions: FULFILMENT,
      refundLimitCents: null,
    });
    expect(taken.status).toBe(200);
    await expectError(await member.get('/api/admin/roles'), 403);
    const { version } = await api.db
      .selectFrom('orders')
      .select('version')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    await expectError(await refundOne(member, { ...order, version }), 403);
  });

  it('refuses a refund over the role’s limit with 403 and a clear message, and allows one within it', async () => {
    const order = await deliveredOrder(api);
    // Between one unit's share of the payment (its price with its tax) and two units'.
    const role = await createRole(api, [...FULFILMENT, 'orders.refund'], Math.round(order.item.unitPriceCents * 1.5));
    const member = await staffBrowser(api, role.name);

    const over = await expectError(await refundOne(member, order, 2), 403);
    expect(over.code).toBe('REFUND_OVER_LIMIT');
    expect(over.message).toMatch(/^Your role may refund at most \$[\d,.]+ at a time\./);
    expect(await refundRows(order.id)).toEqual([]);

    // Cancelling a paid order gives the whole payment back: over the limit too.
    const paid = await placeGuestOrder(api, { quantity: 2 });
    const paidVersion = await forceStatus(api, paid.id, 'confirmed');
    const cancel = await put(member, `/api/admin/orders/${paid.id}/status`, {
      status: 'cancelled',
      expectedVersion: paidVersion,
    });
    expect((await expectError(cancel, 403)).code).toBe('REFUND_OVER_LIMIT');
    const kept = await api.db
      .selectFrom('orders')
      .select(['status', 'paymentStatus'])
      .where('id', '=', paid.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ status: 'confirmed', paymentStatus: 'paid' });

    expect((await refundOne(member, order, 1)).status).toBe(201);
    expect((await refundRows(order.id)).map((row) => row.amountCents)).toHaveLength(1);
  });

  it('refuses every role route to a member without the staff permission', async () => {
    const member = await staffBrowser(api, 'staff');
    const role = await createRole(api, FULFILMENT);
    await expectError(await member.get('/api/admin/roles'), 403);
    await expectError(
      await member.post('/api/admin/roles', { name: 'crew', permissions: [], refundLimitCents: null }),
      403,
    );
    await expectError(
      await put(member, `/api/admin/roles/${role.id}`, {
        name: role.name,
        permissions: ['staff'],
        refundLimitCents: null,
      }),
      403,
    );
    await expectError(await remove(member, `/api/admin/roles/${role.id}`), 403);
    const permissions = await api.db
      .selectFrom('staffRolePermissions')
      .select('permission')
      .where('roleId', '=', role.id)
      .execute();
    expect(permissions.map((row) => row.permission).sort()).toEqual([...FULFILMENT].sort());
  });

  it('lets an admin create, rename and remove roles, never the admin role, nor a role someone holds', async () => {
    const admin = await staffBrowser(api, 'admin');
    const name = `merch desk ${process.pid}`;
    const created = await admin.post('/api/admin/roles', {
      name,
      permissions: ['orders.view', 'orders.refund', 'orders.view'],
      refundLimitCents: 2500,
    });
    expect(created.status).toBe(201);
    const { role } = staffRoleResponseSchema.parse(await created.json());
    expect(role).toMatchObject({
      name,
      permissions: ['orders.refund', 'orders.view'],
      refundLimitCents: 2500,
      members: 0,
      locked: false,
    });

    const again = await expectError(
      await admin.post('/api/admin/roles', { name, permissions: [], refundLimitCents: null }),
      409,
    );
    expect(again).toMatchObject({ code: 'NAME_TAKEN', fields: { name: 'A role with this name already exists' } });
    const bad = await expectError(
      await admin.post('/api/admin/roles', { name: 'x', permissions: ['everything'], refundLimitCents: -1 }),
      400,
    );
    expect(Object.keys(bad.fields ?? {})).toEqual(expect.arrayContaining(['permissions.0', 'refundLimitCents']));

    const { roles } = staffRolesResponseSchema.parse(await (await admin.get('/api/admin/roles')).json());
    const adminRole = roles.find((each) => each.name === 'admin');
    expect(adminRole?.locked).toBe(true);
    const locked = await put(admin, `/api/admin/roles/${adminRole?.id}`, {
      name: 'admin',
      permissions: [],
      refundLimitCents: 0,
    });
    expect((await expectError(locked, 409)).code).toBe('ROLE_LOCKED');

    const member = await staffBrowser(api, 'staff');
    const memberRow = await api.db
      .selectFrom('staffUsers')
      .select('id')
      .where('email', '=', member.email)
      .executeTakeFirstOrThrow();
    const unknown = await expectError(
      await admin.call('PATCH', `/api/admin/staff/${memberRow.id}`, { body: { role: 'nobody' } }),
      400,
    );
    expect(unknown.fields).toEqual({ role: 'No role has this name' });
    expect((await admin.call('PATCH', `/api/admin/staff/${memberRow.id}`, { body: { role: name } })).status).toBe(200);

    const renamed = await put(admin, `/api/admin/roles/${role.id}`, {
      name: `${name} 2`,
      permissions: ['orders.view'],
      refundLimitCents: null,
    });
    expect(renamed.status).toBe(200);
    const holder = await api.db
      .selectFrom('staffUsers')
      .select('role')
      .where('id', '=', memberRow.id)
      .executeTakeFirstOrThrow();
    expect(holder.role).toBe(`${name} 2`);
    expect((await expectError(await remove(admin, `/api/admin/roles/${role.id}`), 409)).code).toBe('ROLE_IN_USE');

    expect((await admin.call('PATCH', `/api/admin/staff/${memberRow.id}`, { body: { role: 'staff' } })).status).toBe(
      200,
    );
    expect((await remove(admin, `/api/admin/roles/${role.id}`)).status).toBe(204);
    expect(
      await api.db.selectFrom('staffRoles').select('id').where('id', '=', role.id).executeTakeFirst(),
    ).toBeUndefined();
  });
});
