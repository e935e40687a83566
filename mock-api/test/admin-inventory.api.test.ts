import { beforeAll, expect, it } from 'vitest';
import {
  adminInventoryResponseSchema,
  inventoryHistoryResponseSchema,
  INVENTORY_MESSAGES,
} from '@ps/shared/console-schemas';
import { adjustStock, readItem } from './support/admin-inventory';
import type { Browser } from './support/browser';
import { expectError } from './support/cart-client';
import { cards, readyToPay } from './support/checkout-client';
import { createOrder, createProduct } from './support/factories';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('admin inventory: adjustments, history, sync and the report', (api) => {
  let staff: Browser & { email: string };
  beforeAll(async () => {
    staff = await staffBrowser(api, 'staff');
  });

  it('when staff save the dialog, then the change is an adjustment row with who, how much and why', async () => {
    const product = await createProduct(api.db, { variants: [{ inventoryAvailable: 0 }] });
    const variantId = product.variantIds[0] ?? 0;
    const before = await readItem(staff, variantId);
    expect(before.status).toBe('out_of_stock');
    const saved = await adjustStock(staff, before, {
      available: 8,
      lowStockThreshold: 3,
      reason: 'restock',
      notes: 'Box from the printer',
    });
    expect(saved.status).toBe(200);
    const after = await readItem(staff, variantId);
    expect(after).toMatchObject({ available: 8, lowStockThreshold: 3, status: 'in_stock' });
    expect(after.lastRestocked).not.toBeNull();
    const history = inventoryHistoryResponseSchema.parse(
      await (await staff.get(`/api/admin/inventory/${variantId}/adjustments`)).json(),
    ).adjustments;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      staffEmail: staff.email,
      reason: 'restock',
      availableDelta: 8,
      availableAfter: 8,
      thresholdBefore: 5,
      thresholdAfter: 3,
      note: 'Box from the printer',
    });
    const audit = await api.db.selectFrom('auditLog').select('action').where('actorEmail', '=', staff.email).execute();
    expect(audit.map((row) => row.action)).toContain('PUT /api/admin/inventory/:variantId');
  });

  it('when a checkout sells units while the dialog is open, then both changes count and stock never goes below zero', async () => {
    const product = await createProduct(api.db, { variants: [{ inventoryAvailable: 3 }] });
    const variantId = product.variantIds[0] ?? 0;
    const opened = await readItem(staff, variantId);
    const shopper = await readyToPay(api, [{ productId: product.id, variantId, quantity: 2 }]);
    expect((await shopper.createOrder({ card: cards.visa })).status).toBe(201);
    // Staff adds 4 to the 3 they saw: the 2 sold meanwhile stay sold.
    expect((await adjustStock(staff, opened, { available: 7 })).status).toBe(200);
    expect((await readItem(staff, variantId)).available).toBe(5);
    // Taking away more than is left now (a dialog opened at 9, set to 0) is refused with the figure.
    const refused = await expectError(await adjustStock(staff, { ...opened, available: 9 }, { available: 0 }), 409);
    expect(refused.message).toBe(INVENTORY_MESSAGES.changedMeanwhile(5));
    expect((await readItem(staff, variantId)).available).toBe(5);
  });

  it('when adjustments and checkouts race on the same variant, then every unit is accounted for', async () => {
    const product = await createProduct(api.db, { variants: [{ inventoryAvailable: 6 }] });
    const variantId = product.variantIds[0] ?? 0;
    const opened = await readItem(staff, variantId);
    const shoppers = await Promise.all(
      Array.from({ length: 4 }, () => readyToPay(api, [{ productId: product.id, variantId, quantity: 1 }])),
    );
    const [orders, restocks] = await Promise.all([
      Promise.all(shoppers.map((shopper) => shopper.createOrder({ card: cards.visa }))),
      Promise.all(Array.from({ length: 3 }, () => adjustStock(staff, opened, { available: opened.available + 2 }))),
    ]);
    expect(orders.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    expect(restocks.map((response) => response.status)).toEqual([200, 200, 200]);
    // 6 - 4 sold + 3 × 2 restocked.
    expect((await readItem(staff, variantId)).available).toBe(8);
  });

  it('when staff restock in bulk and set thresholds, then each variant changes and says so in its history', async () => {
    const product = await createProduct(api.db, { variants: [{ inventoryAvailable: 1 }, { inventoryAvailable: 4 }] });
    const [first = 0, second = 0] = product.variantIds;
    const restock = await staff.post('/api/admin/inventory/restock', { variantIds: [second, first], quantity: 10 });
    expect(await restock.json()).toEqual({ changed: 2 });
    const thresholds = await staff.post('/api/admin/inventory/thresholds', {
      variantIds: [first],
      lowStockThreshold: 20,
    });
    expect(thresholds.status).toBe(200);
    expect(await readItem(staff, first)).toMatchObject({ available: 11, lowStockThreshold: 20, status: 'low_stock' });
    expect(await readItem(staff, second)).toMatchObject({ available: 14, status: 'in_stock' });
    const missing = await expectError(
      await staff.post('/api/admin/inventory/restock', { variantIds: [first, 2_000_000], quantity: 1 }),
      404,
    );
    expect(missing.message).toBe(INVENTORY_MESSAGES.notFound);
    expect((await readItem(staff, first)).available).toBe(11);
    expect(
      (await expectError(await staff.post('/api/admin/inventory/restock', { variantIds: [], quantity: 0 }), 400))
        .fields,
    ).toMatchObject({
      variantIds: 'Choose at least one variant',
      quantity: 'must be at least 1',
    });
  });

  it('when staff sync, then reserved becomes the units in checkouts holding a payment', async () => {
    const product = await createProduct(api.db, { variants: [{ inventoryAvailable: 9 }] });
    const variantId = product.variantIds[0] ?? 0;
    const shopper = await readyToPay(api, [{ productId: product.id, variantId, quantity: 3 }]);
    await api.db
      .insertInto('paymentHolds')
      .values({ paymentId: `pi_sync_${variantId}`, checkoutSessionId: shopper.checkoutSessionId })
      .execute();
    await api.db.updateTable('productVariants').set({ inventoryReserved: 7 }).where('id', '=', variantId).execute();
    const synced = await staff.post('/api/admin/inventory/sync');
    expect(synced.status).toBe(200);
    expect((await readItem(staff, variantId)).reserved).toBe(3);
    const history = inventoryHistoryResponseSchema.parse(
      await (await staff.get(`/api/admin/inventory/${variantId}/adjustments`)).json(),
    );
    expect(history.adjustments[0]).toMatchObject({ reason: 'sync', reservedDelta: -4, reservedAfter: 3 });
    await api.db.deleteFrom('paymentHolds').where('paymentId', '=', `pi_sync_${variantId}`).execute();
  });

  it('when the list is read, then sold counts, filters and the value use real prices', async () => {
    const product = await createProduct(api.db, {
      name: 'Zz Ledger Tee',
      basePriceCents: 2000,
      variants: [{ inventoryAvailable: 3, priceAdjustmentCents: 500, sku: 'ZZ-LEDGER-L' }],
    });
    const variantId = product.variantIds[0] ?? 0;
    await createOrder(api.db, { lines: [{ variantId, productId: product.id, quantity: 2 }] });
    const response = await staff.get('/api/admin/inventory?q=zz-ledger&status=low_stock&limit=10');
    const body = adminInventoryResponseSchema.parse(await response.json());
    expect(body.items).toEqual([expect.objectContaining({ id: variantId, price: 25, available: 3, totalSold: 2 })]);
    expect(body.pagination).toEqual({ total: 1, hasMore: false });
    const everything = await api.db
      .selectFrom('productVariants as v')
      .innerJoin('products as p', 'p.id', 'v.productId')
      .select(['v.inventoryAvailable', 'v.priceAdjustmentCents', 'p.basePriceCents', 'p.salePriceCents'])
      .execute();
    const valueCents = everything.reduce(
      (sum, row) =>
        sum +
        row.inventoryAvailable * Math.max(0, (row.salePriceCents ?? row.basePriceCents) + row.priceAdjustmentCents),
      0,
    );
    expect(Math.round(body.summary.inventoryValue * 100)).toBe(valueCents);
    expect((await expectError(await staff.get('/api/admin/inventory?sort=cheapest'), 400)).fields?.sort).toBeDefined();
  });

  it('when the report is exported, then it is a CSV with formula-like cells shown as text', async () => {
    await createProduct(api.db, {
      name: '=HYPERLINK("x") Tee',
      variants: [{ sku: '+EVIL-SKU', inventoryAvailable: 2 }],
    });
    const response = await staff.get('/api/admin/inventory/export?q=evil-sku');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?inventory-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    const lines = (await response.text()).trim().split('\n');
    expect(lines[0]).toBe(
      'Product,Variant,SKU,Price,Available,Reserved,Low stock threshold,Total sold,Last restocked,Status,Stock value',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") Tee"`);
    expect(lines[1]).toContain("'+EVIL-SKU");
  });
});
