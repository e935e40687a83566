import { expect, it } from 'vitest';
import {
  orderReturnsResponseSchema,
  publicSettingsSchema,
  SETTINGS_MESSAGES,
  shopSettingsResponseSchema,
} from '@ps/shared/schemas';
import { browser } from './support/browser';
import { expectError } from './support/cart-client';
import { askForReturn, deliveredOrder } from './support/returns';
import { saveSettings } from './support/settings-client';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('the returns window is a setting: staff set it, fans read it, requests obey it', (api) => {
  it('when staff give 0 or 366 days, then the save is refused with the field’s message and nothing changes', async () => {
    const admin = await staffBrowser(api, 'admin');
    const current = shopSettingsResponseSchema.parse(await (await admin.get('/api/admin/settings')).json()).settings;
    expect(current.returnWindowDays).toBe(30);
    for (const returnWindowDays of [0, 366, 12.5]) {
      const response = await admin.call('PUT', '/api/admin/settings', { body: { ...current, returnWindowDays } });
      const error = await expectError(response, 400);
      expect(error.fields).toEqual({ returnWindowDays: SETTINGS_MESSAGES.returnWindowInvalid });
    }
    const stored = await api.db.selectFrom('settings').select('returnWindowDays').executeTakeFirstOrThrow();
    expect(stored.returnWindowDays).toBe(30);
  });

  it('when staff give 45 days, then the audit log, the public read and a request 40 days after delivery follow it', async () => {
    const admin = await staffBrowser(api, 'admin');
    const order = await deliveredOrder(api, { quantity: 1, deliveredDaysAgo: 40 });
    const ask = () =>
      askForReturn(api, order.orderNumber, {
        email: order.email,
        kind: 'return',
        reason: 'Changed my mind',
        lines: [{ itemId: order.item.id, quantity: 1 }],
      });
    const closed = await expectError(await ask(), 409);
    expect(closed).toMatchObject({
      code: 'RETURN_WINDOW_CLOSED',
      message: 'The 30-day returns window for this order has closed.',
    });

    expect(await saveSettings(admin, { returnWindowDays: 45 })).toMatchObject({ returnWindowDays: 45 });
    const audit = await api.db
      .selectFrom('auditLog')
      .select('changes')
      .where('action', '=', 'PUT /api/admin/settings')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.changes).toMatchObject({ returnWindowDays: { from: 30, to: 45 } });
    const publicRead = publicSettingsSchema.parse(await (await api.fetch('/api/settings')).json());
    expect(publicRead.returnWindowDays).toBe(45);

    const seen = await browser(api).get(
      `/api/orders/${order.orderNumber}/returns?email=${encodeURIComponent(order.email)}`,
    );
    const view = orderReturnsResponseSchema.parse(await seen.json());
    expect(view.window).toMatchObject({ days: 45, open: true });
    expect((await ask()).status).toBe(201);
  });
});
