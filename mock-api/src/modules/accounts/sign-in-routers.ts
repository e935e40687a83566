import type { Request } from 'express';
import type { AppDependencies } from '../../app';
import type { Clock } from '../../lib/clock';
import { createAdminRouter } from '../admin/admin-router';
import { createPreviewAdmin } from '../audio/preview-admin';
import { createAdminCategoryService } from '../admin-categories/service';
import { createAdminCustomerService } from '../admin-customers/service';
import { createFanPhotos } from '../fan-photos';
import { createPersonalScreenData } from '../first-screen';
import { createShowAnnouncer, createShowCanceller, createTourDates } from '../tour-dates';
import { createNews } from '../news';
import { createReleases } from '../releases';
import { createMailingService } from '../mailings';
import { createAdminOrderService } from '../admin-orders/service';
import { createFiguresRepository } from '../analytics/figures-repository';
import { createAnalyticsRepository } from '../analytics/repository';
import { createAnalyticsService } from '../analytics/service';
import { createProductCsv } from '../admin-products/products-csv';
import { createProductImages } from '../admin-products/product-images';
import { createAdminProductService } from '../admin-products/service';
import { createAuditLog } from '../audit/audit-log';
import { createDashboardRepository } from '../dashboard/repository';
import { createDashboardService } from '../dashboard/service';
import { createImageLibrary, createMediaStorage } from '../media';
import { createInventoryService } from '../inventory/service';
import { createNotificationInbox } from '../notifications/notification-inbox';
import { createOrderService } from '../orders/service';
import { createPromotionAdminService } from '../promotions/admin-service';
import { rateLimitByClient } from '../rate-limit/rate-limit';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { createKnownDevices } from '../sessions/known-devices';
import { createOneTimeTokens } from '../sessions/one-time-tokens';
import { createSessionManager } from '../sessions/session-manager';
import { createSessionStore } from '../sessions/session-store';
import { createSettingsService } from '../settings/settings-service';
import type { SettingsStore } from '../settings/settings-store';
import { createPasswordChange } from '../staff/password-change';
import { createSignInAttackWarning } from '../staff/sign-in-attack-warning';
import { createStaffGuard } from '../staff/staff-guard';
import { createStaffManagement } from '../staff/staff-management';
import { createStaffService } from '../staff/staff-service';
import { createTwoFactorService } from '../two-factor/two-factor-service';
import { createAccountService, toAccountUser } from './account-service';
import { createAddressBook } from './address-book-service';
import { createPrivacyService } from './privacy-service';
import { createProfileService } from './profile-service';
import { accountRouter } from './routes';
import { createSocialRepository } from '../social/repository';
import { createSocialService } from '../social/service';
import { createSignInThrottle } from './sign-in-throttle';
import { CSRF_HEADER } from '../sessions/require-csrf';
import { tokensMatch } from '../sessions/secret-token';

const HOUR = 60 * 60 * 1000;

function adminCatalog({ db, config, logger }: AppDependencies) {
  const library = createImageLibrary(createMediaStorage(config));
  return {
    products: createAdminProductService(db.kysely, library, logger),
    images: createProductImages(db.kysely, library),
    csv: createProductCsv(db.kysely),
    categories: createAdminCategoryService(db.kysely, library, logger),
  };
}

/** Customer accounts and the staff area share sessions, one-time links and the rate limiter. */
export function createSignInRouters(
  deps: AppDependencies,
  limiter: RateLimiter,
  clock: Clock,
  settings: SettingsStore,
) {
  const { db, config } = deps;
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
  const orders = createOrderService(db.kysely);
  const account = accountRouter({
    db: db.kysely,
    service: accounts,
    profiles,
    privacy: createPrivacyService({ db: db.kysely, clock, sessions, profiles }),
    addressBook: createAddressBook(db.kysely),
    orders,
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
    dashboard: createDashboardService(createDashboardRepository(db.kysely), clock),
    catalog: adminCatalog(deps),
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
    analytics: createAnalyticsService(createAnalyticsRepository(db.kysely), createFiguresRepository(db.kysely), clock),
    fanPhotos: createFanPhotos(deps),
    music: createPreviewAdmin(db.kysely, createMediaStorage(deps.config)),
    tourDates: createTourDates(db.kysely, clock),
    tourAnnouncer: createShowAnnouncer({ db: db.kysely, siteUrl, clock }),
    tourCanceller: createShowCanceller({ db: db.kysely, siteUrl, clock }),
    news: createNews(db.kysely, clock),
    releases: createReleases(db.kysely),
    mailings: createMailingService({ db: db.kysely, siteUrl, clock }),
    social: createSocialService(createSocialRepository(db.kysely), siteUrl),
  });

  return {
    account,
    admin: admin.router,
    adminRoutes: admin.routes,
    /** The signed-in customer's id, for routes that serve guests and customers alike. */
    async signedInCustomerId(req: Request): Promise<number | null> {
      return (await sessions.current(req, 'customer'))?.customerId ?? null;
    },
    /** The signed-in customer's own pages, drawn by the server for them alone (decision 065). */
    personalScreenData: createPersonalScreenData({
      orders,
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
