import { describe, expect, it } from 'vitest';
import { seedSettings, settingsChanges, toPublicSettings, toShopSettings } from './settings-record';

const seed = seedSettings({ email: 'help@example.com', phone: '+1 (615) 555-0100' });

describe('settings records', () => {
  it('seeds from the environment’s support contact and the store’s long-standing rules', () => {
    expect(toShopSettings(seed)).toMatchObject({
      supportEmail: 'help@example.com',
      supportPhone: '+1 (615) 555-0100',
      freeShippingThreshold: 50,
      lowStockThreshold: 5,
      returnWindowDays: 30,
    });
  });

  it('keeps the staff-only low-stock default out of the public read', () => {
    expect(toPublicSettings(seed)).not.toHaveProperty('lowStockThreshold');
  });

  it('names each changed field by its path, with the old and new value', () => {
    const before = toShopSettings(seed);
    const after = {
      ...before,
      supportPhone: '+1 (615) 555-0199',
      band: { ...before.band, figures: { ...before.band.figures, fans: 200_000 } },
    };
    expect(settingsChanges(before, after)).toEqual({
      supportPhone: { from: '+1 (615) 555-0100', to: '+1 (615) 555-0199' },
      'band.figures.fans': { from: 156_000, to: 200_000 },
    });
    expect(settingsChanges(before, before)).toEqual({});
  });
});
