import { beforeAll, expect, it } from 'vitest';
import { publicSettingsSchema, SETTINGS_MESSAGES, shopSettingsResponseSchema } from '@ps/shared/schemas';
import type { Browser } from './support/browser';
import { expectError } from './support/cart-client';
import { cartClient } from './support/cart-client';
import { createProduct } from './support/factories';
import { saveSettings } from './support/settings-client';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('GET and PUT /api/admin/settings, GET /api/settings', (api) => {
  let admin: Browser;
  let staff: Browser;

  beforeAll(async () => {
    admin = await staffBrowser(api, 'admin');
    staff = await staffBrowser(api, 'staff');
  });

  it('lets an admin read the settings, seeded from the environment, and refuses staff (403)', async () => {
    const response = await admin.get('/api/admin/settings');
    expect(response.status).toBe(200);
    const { settings } = shopSettingsResponseSchema.parse(await response.json());
    expect(settings).toMatchObject({
      shopName: 'Panic Squad',
      shopAddress: 'Panic Squad Merch\n1 Example Street\nNashville, TN 37203\nUnited States',
      freeShippingThreshold: 50,
      lowStockThreshold: 5,
    });
    expect((await expectError(await staff.get('/api/admin/settings'), 403)).code).toBe('FORBIDDEN');
    const put = await staff.call('PUT', '/api/admin/settings', { body: settings });
    expect(put.status).toBe(403);
    expect((await api.fetch('/api/admin/settings')).status).toBe(401);
  });

  it('refuses bad values with a message for each field and changes nothing', async () => {
    const before = await (await api.fetch('/api/settings')).json();
    const current = shopSettingsResponseSchema.parse(await (await admin.get('/api/admin/settings')).json()).settings;
    const response = await admin.call('PUT', '/api/admin/settings', {
      body: {
        ...current,
        shopName: ' ',
        supportPhone: 'call us',
        shopAddress: 'line\n'.repeat(7),
        freeShippingThreshold: 12.345,
        lowStockThreshold: -1,
        band: { ...current.band, links: { ...current.band.links, discord: 'https://evil.example/invite' } },
      },
    });
    const error = await expectError(response, 400);
    expect(error.fields).toMatchObject({
      shopName: SETTINGS_MESSAGES.shopNameRequired,
      supportPhone: SETTINGS_MESSAGES.phoneInvalid,
      shopAddress: SETTINGS_MESSAGES.shopAddressTooLong,
      freeShippingThreshold: SETTINGS_MESSAGES.thresholdInvalid,
      lowStockThreshold: SETTINGS_MESSAGES.lowStockInvalid,
      'band.links.discord': SETTINGS_MESSAGES.linkHost('Discord'),
    });
    expect(await (await api.fetch('/api/settings')).json()).toEqual(before);
  });

  it('quotes carts with a changed free-shipping threshold at once', async () => {
    const product = await createProduct(api.db, { basePriceCents: 3000 });
    const shopper = cartClient(api);
    await shopper.add({ productId: product.id, variantId: product.variantIds[0], quantity: 1 });
    const shipping = async () => ((await (await shopper.get()).json()) as { summary: { shipping: number } }).summary;

    await saveSettings(admin, { freeShippingThreshold: 50 });
    expect(await shipping()).toMatchObject({ subtotal: 30, shipping: 5.99 });
    await saveSettings(admin, { freeShippingThreshold: 25 });
    expect(await shipping()).toMatchObject({ subtotal: 30, shipping: 0, total: 30 });
    await saveSettings(admin, { freeShippingThreshold: 50 });
  });

  it('shows a changed support e-mail in the public read, the contact details and the next e-mail', async () => {
    await saveSettings(admin, { supportEmail: 'crew@newsquad.example', supportPhone: '+1 (615) 555-0199' });
    const publicRead = publicSettingsSchema.parse(await (await api.fetch('/api/settings')).json());
    expect(publicRead).toMatchObject({ supportEmail: 'crew@newsquad.example', supportPhone: '+1 (615) 555-0199' });
    expect(publicRead).not.toHaveProperty('lowStockThreshold');
    expect(await (await api.fetch('/api/contact')).json()).toEqual({
      email: 'crew@newsquad.example',
      phone: '+1 (615) 555-0199',
    });

    const email = `settings-${Date.now()}@example.com`;
    const signup = await api.fetch('/api/newsletter/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, source: 'store' }),
    });
    expect(signup.status).toBeLessThan(300);
    const mail = await api.db
      .selectFrom('mailOutbox')
      .select('message')
      .where('kind', '=', 'newsletter_confirm')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.message.to).toBe(email);
    expect(mail.message.text).toContain('crew@newsquad.example');
    expect(mail.message.html).toContain('mailto:crew@newsquad.example');
  });

  it('writes what changed to the audit log, field by field', async () => {
    await saveSettings(admin, { shopName: 'Panic Squad' });
    await saveSettings(admin, { shopName: 'Panic Squad Merch' });
    const entry = await api.db
      .selectFrom('auditLog')
      .select(['action', 'changes', 'actorEmail'])
      .where('action', '=', 'PUT /api/admin/settings')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.changes).toEqual({ shopName: { from: 'Panic Squad', to: 'Panic Squad Merch' } });
    await saveSettings(admin, { shopName: 'Panic Squad' });
  });

  it('flags variants without a threshold of their own at the stored low-stock default', async () => {
    const product = await createProduct(api.db, {
      name: 'Default Threshold Patch',
      variants: [{ inventoryAvailable: 7 }],
    });
    const flagged = async () => {
      const body = (await (await admin.get('/api/admin/dashboard?period=7d')).json()) as {
        lowStock: { variants: { variantId: number; threshold: number }[] };
      };
      return body.lowStock.variants.find((item) => item.variantId === product.variantIds[0]);
    };
    await saveSettings(admin, { lowStockThreshold: 5 });
    expect(await flagged()).toBeUndefined();
    await saveSettings(admin, { lowStockThreshold: 8 });
    expect(await flagged()).toMatchObject({ threshold: 8 });
    await saveSettings(admin, { lowStockThreshold: 5 });
  });

  it('is seen by another replica of the API as soon as it is saved', async () => {
    const other = await api.startServer({});
    const supportPhone = async () =>
      ((await (await fetch(`${other}/api/settings`)).json()) as { supportPhone: string }).supportPhone;
    await supportPhone(); // the other replica now holds the settings in memory
    await saveSettings(admin, { supportPhone: '+1 (615) 555-0777' });
    await expect.poll(supportPhone, { timeout: 3_000 }).toBe('+1 (615) 555-0777');
  });
});
