import { z } from 'zod';
import { expectedVersionSchema, formVersionSchema } from './common';
import { emailSchema } from './customer';
import { safeText } from './safe-text';
import { BAND_PROFILES, type BandProfile } from '@ps/shared/rules';

export { BAND_PROFILES, type BandProfile };

export const SETTINGS_MESSAGES = {
  shopNameRequired: 'Shop name is required',
  shopNameTooLong: 'Shop name must be at most 80 characters',
  phoneInvalid: 'Enter a phone number such as +1 (615) 555-0142',
  shopAddressRequired: 'Shop address is required',
  shopAddressTooLong: 'The shop address can be at most 300 characters on 6 lines',
  thresholdInvalid: 'Enter an amount in dollars, such as 50 or 49.99',
  thresholdTooHigh: 'The free-shipping threshold can be at most $10,000',
  lowStockInvalid: 'Enter a whole number of units from 0 to 10,000',
  linkInvalid: 'Enter a full https:// link',
  linkHost: (service: string) => `Enter a link to ${service}`,
  figureInvalid: 'Enter a whole number from 0 to 1,000,000,000',
  returnWindowInvalid: 'Enter a whole number of days from 1 to 365',
} as const;

const onHost = (url: string, hosts: readonly string[]) => {
  // zod runs refinements after a failed check too; the URL check has already said what is wrong.
  if (!URL.canParse(url)) return true;
  const { hostname } = new URL(url);
  return hosts.some((host) => hostname === host || hostname.endsWith(`.${host}`));
};

const profileLinkSchema = (profile: BandProfile) =>
  z
    .url({ protocol: /^https$/, error: SETTINGS_MESSAGES.linkInvalid })
    .max(300, SETTINGS_MESSAGES.linkInvalid)
    .refine(
      (url) => onHost(url, BAND_PROFILES[profile].hosts),
      SETTINGS_MESSAGES.linkHost(BAND_PROFILES[profile].label),
    );

const figureSchema = z
  .number({ error: SETTINGS_MESSAGES.figureInvalid })
  .int(SETTINGS_MESSAGES.figureInvalid)
  .min(0, SETTINGS_MESSAGES.figureInvalid)
  .max(1_000_000_000, SETTINGS_MESSAGES.figureInvalid);

/** The band's public face: what the landing page and the social hub show. */
export const bandPresenceSchema = z.object({
  links: z.object({
    tiktok: profileLinkSchema('tiktok'),
    instagram: profileLinkSchema('instagram'),
    discord: profileLinkSchema('discord'),
    twitter: profileLinkSchema('twitter'),
  }),
  figures: z.object({
    /** Everyone following the band anywhere ("156K+ fans"). */
    fans: figureSchema,
    discordMembers: figureSchema,
    tiktokFollowers: figureSchema,
  }),
});
export type BandPresence = z.infer<typeof bandPresenceSchema>;

/** PUT /api/admin/settings and GET /api/admin/settings: the whole document, in dollars on the wire. */
export const shopSettingsSchema = z.object({
  shopName: safeText({ error: SETTINGS_MESSAGES.shopNameRequired })
    .trim()
    .min(1, SETTINGS_MESSAGES.shopNameRequired)
    .max(80, SETTINGS_MESSAGES.shopNameTooLong),
  supportEmail: emailSchema,
  supportPhone: z
    .string({ error: SETTINGS_MESSAGES.phoneInvalid })
    .trim()
    .regex(/^\+?[\d\s().-]{10,30}$/, SETTINGS_MESSAGES.phoneInvalid),
  /** Printed on receipts as written, one line per line. */
  shopAddress: safeText({ error: SETTINGS_MESSAGES.shopAddressRequired })
    .trim()
    .min(1, SETTINGS_MESSAGES.shopAddressRequired)
    .max(300, SETTINGS_MESSAGES.shopAddressTooLong)
    .refine((address) => address.split('\n').length <= 6, SETTINGS_MESSAGES.shopAddressTooLong),
  freeShippingThreshold: z
    .number({ error: SETTINGS_MESSAGES.thresholdInvalid })
    .min(0, SETTINGS_MESSAGES.thresholdInvalid)
    .max(10_000, SETTINGS_MESSAGES.thresholdTooHigh)
    .refine(
      (dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6,
      SETTINGS_MESSAGES.thresholdInvalid,
    ),
  lowStockThreshold: z
    .number({ error: SETTINGS_MESSAGES.lowStockInvalid })
    .int(SETTINGS_MESSAGES.lowStockInvalid)
    .min(0, SETTINGS_MESSAGES.lowStockInvalid)
    .max(10_000, SETTINGS_MESSAGES.lowStockInvalid),
  /** Days after delivery in which a return or an exchange may be asked for (migration 0060). */
  returnWindowDays: z
    .number({ error: SETTINGS_MESSAGES.returnWindowInvalid })
    .int(SETTINGS_MESSAGES.returnWindowInvalid)
    .min(1, SETTINGS_MESSAGES.returnWindowInvalid)
    .max(365, SETTINGS_MESSAGES.returnWindowInvalid),
  band: bandPresenceSchema,
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
export type ShopSettingsInput = z.input<typeof shopSettingsSchema>;

/** PUT /api/admin/settings: the document and the version the form read. */
export const shopSettingsBodySchema = shopSettingsSchema.extend({ expectedVersion: expectedVersionSchema });
export type ShopSettingsBody = z.input<typeof shopSettingsBodySchema>;

export const shopSettingsResponseSchema = z.object({
  settings: shopSettingsSchema,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  version: formVersionSchema,
});
export type ShopSettingsResponse = z.infer<typeof shopSettingsResponseSchema>;

/** GET /api/settings: what any visitor may read. */
export const publicSettingsSchema = shopSettingsSchema.omit({ lowStockThreshold: true });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
