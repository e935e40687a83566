import type { BandPresence, PublicSettings, ShopSettings } from '@ps/shared/schemas';
import { FREE_SHIPPING_THRESHOLD, LOW_STOCK_THRESHOLD, RETURN_WINDOW_DAYS } from '@ps/shared/rules';
import type { SupportConfig } from '../../config-support';
import { centsToDollars, dollarsToCents } from '../../lib/money';

/** The settings as the server uses them: money in cents. */
export interface SettingsRecord {
  shopName: string;
  supportEmail: string;
  supportPhone: string;
  shopAddress: string;
  freeShippingThresholdCents: number;
  lowStockThreshold: number;
  returnWindowDays: number;
  band: BandPresence;
}

/** The band's profiles and figures as the site showed them before they became settings. */
const BAND_DEFAULTS: BandPresence = {
  links: {
    tiktok: 'https://www.tiktok.com/@panicsquadband',
    instagram: 'https://www.instagram.com/panicsquadband',
    discord: 'https://discord.com/invite/panicsquad',
    twitter: 'https://x.com/panicsquadband',
  },
  figures: { fans: 156_000, discordMembers: 15_673, tiktokFollowers: 23_000 },
};

/** An address in the example domain's spirit, like the seeded contact: staff put the real one in the console. */
const SHOP_ADDRESS_SEED = 'Panic Squad Merch\n1 Example Street\nNashville, TN 37203\nUnited States';

/** The first row: the environment's support contact and the store's long-standing rules. */
export function seedSettings(support: Pick<SupportConfig, 'email' | 'phone'>): SettingsRecord {
  return {
    shopName: 'Panic Squad',
    supportEmail: support.email,
    supportPhone: support.phone,
    shopAddress: SHOP_ADDRESS_SEED,
    freeShippingThresholdCents: dollarsToCents(FREE_SHIPPING_THRESHOLD),
    lowStockThreshold: LOW_STOCK_THRESHOLD,
    returnWindowDays: RETURN_WINDOW_DAYS,
    band: BAND_DEFAULTS,
  };
}

export function toShopSettings({ freeShippingThresholdCents, ...rest }: SettingsRecord): ShopSettings {
  return { ...rest, freeShippingThreshold: centsToDollars(freeShippingThresholdCents) };
}

export function fromShopSettings({ freeShippingThreshold, ...rest }: ShopSettings): SettingsRecord {
  return { ...rest, freeShippingThresholdCents: dollarsToCents(freeShippingThreshold) };
}

export function toPublicSettings(record: SettingsRecord): PublicSettings {
  const { lowStockThreshold: _staffOnly, ...visible } = toShopSettings(record);
  return visible;
}

const flatten = (value: unknown, prefix = ''): [string, unknown][] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key))
    : [[prefix, value]];

/** What a save changed, field by field ("band.figures.fans"), for the audit log. */
export function settingsChanges(
  before: ShopSettings,
  after: ShopSettings,
): Record<string, { from: unknown; to: unknown }> {
  const old = new Map(flatten(before));
  return Object.fromEntries(
    flatten(after)
      .filter(([key, value]) => old.get(key) !== value)
      .map(([key, value]) => [key, { from: old.get(key), to: value }]),
  );
}
