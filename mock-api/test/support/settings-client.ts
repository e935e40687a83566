import { expect } from 'vitest';
import { shopSettingsResponseSchema, type ShopSettings } from '@ps/shared/schemas';
import type { Browser } from './browser';

type Patch = Partial<Omit<ShopSettings, 'band'>> & { band?: Partial<ShopSettings['band']> };

/** The stored settings with `patch` applied, saved by this (admin) browser. */
export async function saveSettings(admin: Browser, patch: Patch): Promise<ShopSettings> {
  const current = shopSettingsResponseSchema.parse(await (await admin.get('/api/admin/settings')).json()).settings;
  const next = { ...current, ...patch, band: { ...current.band, ...patch.band } };
  const response = await admin.call('PUT', '/api/admin/settings', { body: next });
  expect(response.status).toBe(200);
  return shopSettingsResponseSchema.parse(await response.json()).settings;
}
