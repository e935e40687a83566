import { z } from 'zod';
import { staffNotificationsQuerySchema } from '@ps/shared/console-schemas';
import { shopSettingsBodySchema } from '@ps/shared/schemas';
import type { FuzzFixtures } from './fixtures';
import { always, type RouteRow } from './route-row';
import { Slot } from './wire';

const signedIn = { cookie: new Slot('cookie'), 'x-csrf-token': new Slot('csrf') };
const asAdmin = (fixtures: FuzzFixtures) => fixtures.signedInAdmin();
const notificationParams = z.object({ id: z.string() });

const SETTINGS = {
  shopName: 'Panic Squad',
  supportEmail: 'support@panicsquad.example',
  supportPhone: '+1 (615) 555-0142',
  shopAddress: 'Panic Squad Merch\n1 Example Street\nNashville, TN 37203\nUnited States',
  freeShippingThreshold: 50,
  lowStockThreshold: 5,
  returnWindowDays: 30,
  band: {
    links: {
      tiktok: 'https://www.tiktok.com/@panicsquadband',
      instagram: 'https://www.instagram.com/panicsquadband',
      discord: 'https://discord.com/invite/panicsquad',
      twitter: 'https://x.com/panicsquadband',
    },
    figures: { fans: 156000, discordMembers: 15673, tiktokFollowers: 23000 },
  },
};

/** The shop's settings (public read, admin edit) and each staff member's notifications. */
export const settingsRows: RouteRow[] = [
  { method: 'GET', path: '/api/settings', example: () => always({}), weight: 0.2 },
  {
    method: 'GET',
    path: '/api/admin/settings',
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn }),
  },
  {
    method: 'PUT',
    path: '/api/admin/settings',
    body: shopSettingsBodySchema,
    weight: 0.3,
    context: asAdmin,
    example: () => always({ headers: signedIn, body: SETTINGS }),
  },
  {
    method: 'GET',
    path: '/api/admin/notifications',
    query: staffNotificationsQuerySchema,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, query: { limit: 10, offset: 0 } }),
  },
  {
    method: 'POST',
    path: '/api/admin/notifications/read-all',
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn }),
  },
  {
    method: 'POST',
    path: '/api/admin/notifications/:id/read',
    params: notificationParams,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { id: '1' } }),
  },
];
