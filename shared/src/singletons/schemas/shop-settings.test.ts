import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES, shopSettingsSchema } from './shop-settings';

const valid = {
  shopName: 'Panic Squad',
  supportEmail: 'support@panicsquad.example',
  supportPhone: '+1 (615) 555-0142',
  shopAddress: 'Panic Squad Merch\n1 Example Street\nNashville, TN 37203\nUnited States',
  freeShippingThreshold: 49.99,
  lowStockThreshold: 5,
  returnWindowDays: 30,
  band: {
    links: {
      tiktok: 'https://www.tiktok.com/@panicsquadband',
      instagram: 'https://www.instagram.com/panicsquadband',
      discord: 'https://discord.gg/panicsquad',
      twitter: 'https://x.com/panicsquadband',
    },
    figures: { fans: 156000, discordMembers: 15673, tiktokFollowers: 23000 },
  },
};

const messageFor = (input: unknown, path: string) =>
  shopSettingsSchema.safeParse(input).error?.issues.find((issue) => issue.path.join('.') === path)?.message;

describe('shopSettingsSchema', () => {
  it('accepts the seeded settings, cents included', () => {
    expect(shopSettingsSchema.parse(valid)).toEqual(valid);
  });

  it('refuses fractions of a cent and links to another service', () => {
    expect(messageFor({ ...valid, freeShippingThreshold: 10.005 }, 'freeShippingThreshold')).toBe(
      SETTINGS_MESSAGES.thresholdInvalid,
    );
    const elsewhere = {
      ...valid,
      band: { ...valid.band, links: { ...valid.band.links, tiktok: 'https://tiktok.com.evil.example/x' } },
    };
    expect(messageFor(elsewhere, 'band.links.tiktok')).toBe(SETTINGS_MESSAGES.linkHost('TikTok'));
    const plain = { ...valid, band: { ...valid.band, links: { ...valid.band.links, twitter: 'http://x.com/panic' } } };
    expect(messageFor(plain, 'band.links.twitter')).toBe(SETTINGS_MESSAGES.linkInvalid);
  });

  it('refuses a link no URL parser can read with the link message instead of throwing', () => {
    const broken = {
      ...valid,
      band: {
        ...valid.band,
        links: { ...valid.band.links, instagram: 'https:/\u0000/www.instagram.com/panicsquadband' },
      },
    };
    expect(messageFor(broken, 'band.links.instagram')).toBe(SETTINGS_MESSAGES.linkInvalid);
  });

  it('keeps the shop address to six lines', () => {
    expect(messageFor({ ...valid, shopAddress: 'a\nb\nc\nd\ne\nf\ng' }, 'shopAddress')).toBe(
      SETTINGS_MESSAGES.shopAddressTooLong,
    );
    expect(messageFor({ ...valid, shopAddress: '  ' }, 'shopAddress')).toBe(SETTINGS_MESSAGES.shopAddressRequired);
  });

  it('refuses an empty number field with the field’s own message', () => {
    expect(messageFor({ ...valid, lowStockThreshold: Number.NaN }, 'lowStockThreshold')).toBe(
      SETTINGS_MESSAGES.lowStockInvalid,
    );
  });
});
