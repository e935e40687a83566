import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { systemClock, type Clock } from '../lib/clock';
import type { Logger } from '../logger';
import { createFiguresRepository } from '../modules/analytics/figures-repository';
import { createAnalyticsRepository } from '../modules/analytics/repository';
import { createAnalyticsService } from '../modules/analytics/service';
import { createSketchEncoder, rememberSketches } from '../modules/audio/sketch-encoder';
import { createCategoryRepository } from '../modules/categories/repository';
import { createFanPhotos } from '../modules/fan-photos';
import { createMediaStorage } from '../platform/media';
import { createNews } from '../modules/news';
import { createOrderService } from '../modules/orders/service';
import type { PaymentProvider } from '../modules/payments/payment-provider';
import { createProductRepository } from '../modules/products/repository';
import { createRateLimiter } from '../platform/rate-limit/rate-limiter';
import { createReleases } from '../modules/releases';
import { seedSettings } from '../modules/settings/settings-record';
import { createSettingsStore } from '../modules/settings/settings-store';
import { createSocialRepository } from '../modules/social/repository';
import { createSocialService } from '../modules/social/service';
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
  return {
    clock,
    limiter: createRateLimiter(db.kysely, clock),
    settings: createSettingsStore(db, seedSettings(config.support), logger),
    media,
    encodeSketch: rememberSketches(createSketchEncoder()),
    products: createProductRepository(db.kysely),
    categories: createCategoryRepository(db.kysely),
    orders: createOrderService(db.kysely),
    analytics: createAnalyticsService(createAnalyticsRepository(db.kysely), createFiguresRepository(db.kysely), clock),
    social: createSocialService(createSocialRepository(db.kysely), config.publicUrl),
    fanPhotos: createFanPhotos({ db, config, media }),
    tourDates: createTourDates(db.kysely, clock),
    news: createNews(db.kysely, clock),
    releases: createReleases(db.kysely),
  };
}

export type SharedServices = ReturnType<typeof createSharedServices>;
