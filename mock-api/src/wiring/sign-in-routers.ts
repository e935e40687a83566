import type { Request } from 'express';
import type { Db } from '../db/tables';
import type { AppDependencies, SharedServices } from './dependencies';
import { createAdminRouter } from './admin-router';
import { createPreviewAdmin } from '../modules/audio';
import { createAdminCategoryService } from '../modules/categories';
import { createAdminCustomerService } from '../modules/customers';
import { createShowAnnouncer, createShowCanceller } from '../modules/tour-dates';
import { createMailingService } from '../modules/mailings';
import { createAdminOrderService } from '../modules/orders';
import { createAdminProductService, createProductCsv, createProductImages } from '../modules/products';
import { createAuditLog } from '../platform/audit/audit-log';
import { createDashboardService } from '../modules/dashboard';
import { createImageLibrary } from '../platform/media';
import { createInventoryService } from '../modules/inventory';
import { createNotificationInbox } from '../modules/notifications';
import { createPromotionAdminService } from '../modules/promotions';
import { rateLimitByClient } from '../platform/rate-limit/rate-limit';
import { createKnownDevices } from '../platform/sessions/known-devices';
import { createOneTimeTokens } from '../platform/sessions/one-time-tokens';
import { createSessionManager } from '../platform/sessions/session-manager';
import { createSessionStore } from '../platform/sessions/session-store';
import { createSettingsService } from '../modules/settings';
import {
  createPasswordChange,
  createSignInAttackWarning,
  createStaffGuard,
  createRoleService,
  createStaffManagement,
  createStaffService,
} from '../modules/staff';
import { createTwoFactorService } from '../modules/two-factor';
import {
  accountRouter,
  createAccountService,
  createAddressBook,
  createPrivacyService,
  createProfileService,
  toAccountUser,
} from '../modules/accounts';
import { createSignInThrottle } from '../platform/sessions/sign-in-throttle';
import { createPersonalScreenData } from '../platform/first-screen';
import { CSRF_HEADER } from '../platform/sessions/require-csrf';
import { tokensMatch } from '../platform/sessions/secret-token';

const HOUR = 60 * 60 * 1000;

function adminCatalog({ db, logger }: AppDependencies, { media }: SharedServices) {
  const library = createImageLibrary(media);
  return {
    products: createAdminProductService(db.kysely, library, logger),
    images: createProductImages(db.kysely, library),
    csv: createProductCsv(db.kysely),
    categories: createAdminCategoryService(db.kysely, library, logger),
  };
}

/** Customer accounts and the staff area share sessions, one-time links and the rate limiter. */
export function createSignInRouters(deps: AppDependencies, services: SharedServices) {
  const { db, config } = deps;
  const { limiter, clock, settings } = services;
  const siteUrl = config.publicUrl;
  const store = createSessionStore(db.kysely, clock);
  const cookies = { secure: siteUrl.startsWith('https:') };
  const sessions = createSessionManager(store, cookies);
  const tokens = createOneTimeTokens(db.kysely, clock);
  const audit = createAuditLog(db.kysely, clock);
  const staff = createStaffService({ db: db.kysely, tokens, sessions: store, siteUrl });
  const accounts = createAccountService({ db: db.kysely, tokens, sessions: store, siteUrl });
  const twoFactor = createTwoFactorService(db.kysely, audit, clock);
  const devices = createKnownDevices(db.kysely, clock, cookies);
  const staffDevices = { known: devices, scope: 'staff' } as const;
  const staffThrottle = createSignInThrottle(limiter, 'staff', {
    devices: staffDevices,
    onUnderAttack: createSignInAttackWarning(db.kysely),
  });

  const customerThrottle = createSignInThrottle(limiter, 'customer', {
    devices: { known: devices, scope: 'customer' },
  });
  const profiles = createProfileService({
    db: db.kysely,
    tokens,
    sessions,
    store,
    throttle: customerThrottle,
    siteUrl,
  });
  const account = accountRouter({
    db: db.kysely,
    service: accounts,
    profiles,
    privacy: createPrivacyService({ db: db.kysely, clock, sessions, profiles }),
    addressBook: createAddressBook(db.kysely),
    orders: services.orders,
    sessions,
    throttle: customerThrottle,
    devices,
    registerLimit: rateLimitByClient(
      limiter,
      { name: 'register', limit: 20, windowMs: HOUR },
      'Too many new accounts from here. Please try again later.',
    ),
    resetLimit: rateLimitByClient(
      limiter,
      { name: 'password-reset', limit: 10, windowMs: HOUR },
      'Too many reset requests. Please try again later.',
    ),
  });
  const admin = createAdminRouter({
    db: db.kysely,
    staff,
    staffManagement: createStaffManagement({ db: db.kysely, tokens, sessions: store, audit, siteUrl }),
    guard: createStaffGuard(sessions, staff, twoFactor.requireTwoFactor),
    roles: createRoleService(db.kysely),
    sessions,
    throttle: staffThrottle,
    secondStepThrottle: createSignInThrottle(limiter, 'staff-second-factor', { devices: staffDevices }),
    devices,
    twoFactor,
    passwords: createPasswordChange({ db: db.kysely, sessions, store, audit, throttle: staffThrottle }),
    audit,
    orders: createAdminOrderService({
      db: db.kysely,
      payments: deps.payments,
      siteUrl,
      // In the change's transaction: the row is written if and only if the change commits.
      audit: (trx, actor, entry) =>
        createAuditLog(trx, clock).record({ actor: { id: actor.id, email: actor.email }, ip: actor.ip, ...entry }),
    }),
    dashboard: createDashboardService(db.kysely, clock),
    catalog: adminCatalog(deps, services),
    inventory: createInventoryService(db.kysely, siteUrl),
    promotions: createPromotionAdminService(db.kysely),
    settings: createSettingsService(db.kysely, settings, clock),
    notifications: createNotificationInbox(db.kysely),
    customers: createAdminCustomerService({
      db: db.kysely,
      clock,
      audit: (connection, actor, entry) =>
        createAuditLog(connection, clock).record({
          actor: { id: actor.id, email: actor.email },
          ip: actor.ip,
          ...entry,
        }),
    }),
    analytics: services.analytics,
    fanPhotos: services.fanPhotos,
    music: createPreviewAdmin(db.kysely, services.media),
    tourDates: services.tourDates,
    tourAnnouncer: createShowAnnouncer({ db: db.kysely, siteUrl, clock }),
    tourCanceller: createShowCanceller({ db: db.kysely, siteUrl, clock }),
    news: services.news,
    releases: services.releases,
    mailings: createMailingService({ db: db.kysely, siteUrl, clock }),
    social: services.social,
    returns: services.returns,
    orderEdits: services.orderEdits,
  });

  return {
    account,
    admin: admin.router,
    adminRoutes: admin.routes,
    /**
     * The signed-in customer's id, for routes that serve guests and customers alike; read on `connection`
     * when the request holds one.
     */
    async signedInCustomerId(req: Request, connection?: Db): Promise<number | null> {
      return (await sessions.current(req, 'customer', connection))?.customerId ?? null;
    },
    /** The signed-in customer's own pages, drawn by the server for them alone (decision 065). */
    personalScreenData: createPersonalScreenData({
      orders: services.orders,
      async signedInCustomer(req) {
        const customerId = (await sessions.current(req, 'customer'))?.customerId;
        const found = customerId ? await accounts.findById(customerId) : undefined;
        return found ? { id: found.id, user: toAccountUser(found) } : null;
      },
    }),
    /**
     * The signed-in customer with a confirmed address, for a public write that trusts it: only when
     * the request echoes the session's CSRF token, so another site cannot act as the customer.
     */
    async confirmedCustomer(req: Request): Promise<{ id: number; email: string } | null> {
      const session = await sessions.current(req, 'customer');
      const token = req.get(CSRF_HEADER);
      if (!session?.customerId || !token || !tokensMatch(token, session.csrfToken)) return null;
      const account = await accounts.findById(session.customerId);
      return account?.emailConfirmedAt ? { id: account.id, email: account.email } : null;
    },
  };
}
