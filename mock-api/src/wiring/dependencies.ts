import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { systemClock, type Clock } from '../lib/clock';
import type { Logger } from '../logger';
import { createAnalyticsService } from '../modules/analytics';
import { createSketchEncoder, rememberSketches } from '../modules/audio';
import { createFanPhotos } from '../modules/fan-photos';
import { createMediaStorage } from '../platform/media';
import { createNews } from '../modules/news';
import { createOrderEditService, createOrderService, createReturnService } from '../modules/orders';
import { shippingRulesOf } from '../modules/cart';
import { quoteOrder } from '../modules/checkout';
import type { PaymentProvider } from '../modules/payments';
import { createRateLimiter } from '../platform/rate-limit/rate-limiter';
import { createAuditLog } from '../platform/audit/audit-log';
import { createReleases } from '../modules/releases';
import { createSettingsStore, seedSettings } from '../modules/settings';
import { createSocialService } from '../modules/social';
import { createTourDates } from '../modules/tour-dates';

export interface AppDependencies {
  db: DatabaseHandle;
  config: Config;
  logger: Logger;
  /** Takes payments: Stripe when configured, else the offline sandbox. */
  payments: PaymentProvider;
  /** Defaults to the system clock; tests move time forward with their own. */
  clock?: Clock;
}

/** The services more than one router uses, each built once for the whole app. */
export function createSharedServices(dependencies: AppDependencies) {
  const { db, config, logger } = dependencies;
  const clock = dependencies.clock ?? systemClock;
  const media = createMediaStorage(config);
  const settings = createSettingsStore(db, seedSettings(config.support), logger);
  return {
    clock,
    limiter: createRateLimiter(db.kysely, clock),
    settings,
    media,
    encodeSketch: rememberSketches(createSketchEncoder()),
    orders: createOrderService(db.kysely),
    analytics: createAnalyticsService(db.kysely, clock),
    social: createSocialService(db.kysely, config.publicUrl),
    fanPhotos: createFanPhotos({ db, config, media }),
    tourDates: createTourDates(db.kysely, clock),
    news: createNews(db.kysely, clock),
    releases: createReleases(db.kysely),
    returns: createReturnService({
      db: db.kysely,
      payments: dependencies.payments,
      siteUrl: config.publicUrl,
      clock,
      // In the step's transaction: the row is written if and only if the step commits.
      audit: (trx, actor, entry) =>
        createAuditLog(trx, clock).record({ actor: { id: actor.id, email: actor.email }, ip: actor.ip, ...entry }),
      auditCustomer: (trx, ip, entry) => createAuditLog(trx, clock).record({ actor: null, ip, ...entry }),
    }),
    /** Edits before shipping: the console and the buyer's order page both make them. */
    orderEdits: createOrderEditService({
      db: db.kysely,
      payments: dependencies.payments,
      siteUrl: config.publicUrl,
      pricing: { quote: quoteOrder, shippingRules: async () => shippingRulesOf(await settings.current()) },
      // In the edit's transaction: the row is written if and only if the edit commits.
      audit: (trx, { staff, ip }, entry) =>
        createAuditLog(trx, clock).record({ actor: staff && { id: staff.id, email: staff.email }, ip, ...entry }),
    }),
  };
}

export type SharedServices = ReturnType<typeof createSharedServices>;
