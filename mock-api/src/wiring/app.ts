import express, { type Express } from 'express';
import { BACK_IN_STOCK_MESSAGES, NEWSLETTER_CONFIRMS_PER_MINUTE, NEWSLETTER_MESSAGES } from '@ps/shared/schemas';
import { compress } from '../http/compress';
import { serverErrorReports } from '../error-reports/server-error-reports';
import { errorHandler } from '../http/error-handler';
import { notFound } from '../http/not-found';
import { requestLogging } from '../http/request-logging';
import { securityHeaders } from '../http/security-headers';
import { siteRouter } from '../http/site';
import { countPoolUsePerRequest, observeHttpRequest } from '../metrics/http-metrics';
import { rememberRouteTemplates } from '../metrics/route-template';
import { metricsRouter } from '../metrics/metrics-route';
import { createSignInRouters } from './sign-in-routers';
import { API_OPERATIONS, apiDocsRouter, openApiDocument } from '../modules/api-docs';
import { analyticsRouter } from '../modules/analytics';
import { artPngRouter, artRouter } from '../modules/art';
import { audioRouter, createAudioService } from '../modules/audio';
import { cartRouter, createCartService } from '../modules/cart';
import { createFirstScreens, type FirstScreens } from '../platform/first-screen';
import { SETTINGS_CHANGED_CHANNEL } from '../modules/settings';
import { createCatalogResponseCache } from '../platform/catalog-cache/catalog-response-cache';
import { createCommerceRouters } from './commerce-routers';
import { createSharedServices, type AppDependencies, type SharedServices } from './dependencies';
import { contactRouter, createContactService } from '../modules/contact';
import { categoriesRouter, createCategoryService } from '../modules/categories';
import { fanPhotosRouter } from '../modules/fan-photos';
import { healthRouter } from '../platform/health/routes';
import { createHealthService } from '../platform/health/service';
import { mediaRouter } from '../platform/media';
import { outboxQueries } from '../platform/mail/outbox-repository';
import { createFreeEp } from '../modules/free-ep';
import { backInStockRouter, createBackInStockService } from '../modules/back-in-stock';
import { orderReturnsRouter } from '../modules/orders';
import { createNewsletterService, newsletterRouter } from '../modules/newsletter';
import { createProductService, productsRouter } from '../modules/products';
import { clientLimit, perMinute, rateLimitByClient } from '../platform/rate-limit/rate-limit';
import { remotesConfigRouter } from '../modules/remotes';
import { createSearchService, searchRouter } from '../modules/search';
import { createSeoService, seoRouter } from '../modules/seo';
import { publicSettingsRouter } from '../modules/settings';
import { socialRouter } from '../modules/social';
import { newsRouter } from '../modules/news';
import { releasesRouter } from '../modules/releases';
import { tourDatesRouter } from '../modules/tour-dates';
import { socialProofRouter } from '../modules/social-proof';

const JSON_BODY_LIMIT = '100kb';
const ONE_HOUR = 60 * 60 * 1000;

const TOO_MANY_REQUESTS = 'Too many requests; please wait a moment and try again';

function apiRouter(
  dependencies: AppDependencies,
  signIn: SignInRouters,
  services: SharedServices,
): { catalog: CatalogRouters; api: express.Router; prepareMedia: PrepareMedia } {
  const { db, config, logger } = dependencies;
  const { limiter, settings, analytics, media, encodeSketch } = services;
  const catalogResponses = createCatalogResponseCache(db, logger);
  const commerce = createCommerceRouters(dependencies, services, signIn.signedInCustomerId);
  const catalog = {
    categories: categoriesRouter(createCategoryService(db.kysely), catalogResponses),
    products: productsRouter(createProductService(db.kysely), catalogResponses),
  };
  const api = express.Router();
  // Ahead of the JSON parser: beacons post events as text/plain too, under a smaller limit.
  const eventsLimit = perMinute('analytics-events', config.analyticsEventsPerMinute);
  api.use(
    '/analytics',
    analyticsRouter(analytics, rateLimitByClient(limiter, eventsLimit, TOO_MANY_REQUESTS), config.publicUrl),
  );
  api.use('/payments', commerce.payments);
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  const health = createHealthService({
    db: db.kysely,
    driver: db.driver,
    listening: () => db.listening(),
  });
  api.use('/health', healthRouter(health));
  const suggestionsLimit = perMinute('search-suggestions', config.limits.searchSuggestionsPerMinute);
  api.use(
    '/search',
    searchRouter(
      createSearchService(db.kysely),
      catalogResponses,
      rateLimitByClient(limiter, suggestionsLimit, TOO_MANY_REQUESTS),
    ),
  );
  const newCartLimit = perMinute('cart-creations', config.limits.cartCreationsPerMinute);
  api.use(
    '/cart',
    cartRouter(createCartService(db.kysely, settings), clientLimit(limiter, newCartLimit, TOO_MANY_REQUESTS)),
  );
  api.use('/checkout', commerce.checkout);
  api.use('/orders', commerce.orders);
  api.use('/orders', commerce.orderEdits);
  api.use('/art', artPngRouter(), artRouter());
  const audio = createAudioService(db.kysely, media, encodeSketch);
  api.use('/audio', audioRouter(audio));
  api.use('/media', mediaRouter(media));
  const freeEp = createFreeEp(db.kysely, config, services.clock, encodeSketch);
  api.use('/free-ep', freeEp.router);
  const newsletter = createNewsletterService(db.kysely, freeEp.linkFor);
  const signupLimit = perMinute('newsletter-signups', config.newsletterSignupsPerMinute);
  const confirmLimit = perMinute('newsletter-confirms', NEWSLETTER_CONFIRMS_PER_MINUTE);
  api.use(
    '/newsletter',
    newsletterRouter(newsletter, config, {
      signup: rateLimitByClient(limiter, signupLimit, TOO_MANY_REQUESTS),
      confirm: rateLimitByClient(limiter, confirmLimit, NEWSLETTER_MESSAGES.tooManyConfirmations),
    }),
  );
  const backInStockSignupLimit = perMinute('back-in-stock-signups', config.newsletterSignupsPerMinute);
  const backInStockConfirmLimit = perMinute('back-in-stock-confirms', NEWSLETTER_CONFIRMS_PER_MINUTE);
  api.use(
    '/back-in-stock',
    backInStockRouter(createBackInStockService(db.kysely, config.publicUrl), signIn.confirmedCustomer, {
      signup: rateLimitByClient(limiter, backInStockSignupLimit, TOO_MANY_REQUESTS),
      confirm: rateLimitByClient(limiter, backInStockConfirmLimit, BACK_IN_STOCK_MESSAGES.tooManyConfirmations),
    }),
  );
  api.use('/account', signIn.account);
  api.use('/admin', signIn.admin);
  api.use('/contact', contactApi(dependencies, services));
  api.use('/settings', publicSettingsRouter(settings));
  api.use('/social', socialRouter(services.social));
  api.use('/fan-photos', fanPhotosRouter(services.fanPhotos, limiter));
  api.use('/tour-dates', tourDatesRouter(services.tourDates));
  api.use('/news', newsRouter(services.news));
  api.use('/releases', releasesRouter(services.releases));
  api.use('/social-proof', socialProofRouter(db.kysely));
  const returnLookups = perMinute('order-lookups', config.orderLookupsPerMinute);
  api.use(
    '/orders',
    orderReturnsRouter(services.returns, rateLimitByClient(limiter, returnLookups, TOO_MANY_REQUESTS), signIn),
  );
  const description = openApiDocument({
    operations: API_OPERATIONS,
    staffRoutes: signIn.adminRoutes,
    serverUrl: config.publicUrl,
  });
  api.use('/docs', apiDocsRouter(description));
  api.use(notFound);
  const prepareMedia = async () => {
    const previews = await audio.prepareSketches();
    await freeEp.prepare();
    return { previews };
  };
  return { catalog, api, prepareMedia };
}

/** The most frequent requests: reads that take no body and answer only through the catalog cache. */
interface CatalogRouters {
  categories: express.Router;
  products: express.Router;
}

/** Encodes the previews and builds the free EP, after which no request waits for either. */
export type PrepareMedia = () => Promise<{ previews: number }>;

function contactApi({ db, config }: AppDependencies, { limiter, settings }: SharedServices): express.Router {
  const supportEmail = async () => (await settings.current()).supportEmail;
  const service = createContactService(db.kysely, supportEmail);
  const messagesLimit = { name: 'contact-messages', limit: config.support.messagesPerHour, windowMs: ONE_HOUR };
  const support = async () => {
    const { supportEmail: email, supportPhone: phone } = await settings.current();
    return { email, phone };
  };
  return contactRouter(service, support, (message) => rateLimitByClient(limiter, messagesLimit, message));
}

/** Sitemap, robots.txt and store pages with their metadata, ahead of the plain shell page. */
function crawlerRouter({ db, config }: AppDependencies, firstScreens: FirstScreens): express.Router {
  const service = createSeoService(db.kysely);
  return seoRouter(service, config, firstScreens);
}

type SignInRouters = ReturnType<typeof createSignInRouters>;

/** Builds the whole HTTP app without listening, so tests can mount it on any port. */
export function createApp(dependencies: AppDependencies): Express {
  const { config, logger, db } = dependencies;
  const services = createSharedServices(dependencies);
  const signIn = createSignInRouters(dependencies, services);
  const app = express();
  app.disable('x-powered-by');
  // req.ip is the client's only behind the proxies TRUST_PROXY names; otherwise X-Forwarded-For is ignored.
  app.set('trust proxy', config.trustProxy);
  // Read by the permission test: every guarded admin route with its permission.
  app.locals.adminRoutes = signIn.adminRoutes;
  rememberRouteTemplates(app.request);
  if (config.metrics) app.use(countPoolUsePerRequest());
  app.use(requestLogging(logger, observeHttpRequest));
  app.use(securityHeaders(config));
  const { catalog, api, prepareMedia } = apiRouter(dependencies, signIn, services);
  // Ahead of compression: the catalog cache encodes its answers as that middleware would, from a gzip copy made
  // once, so catalog reads skip its per-request hooks and negotiation, and one router level (decision 052). Other
  // methods and paths go on to the API router.
  app.use('/api/categories', catalog.categories);
  app.use('/api/products', catalog.products);
  app.use(compress);
  app.use('/api', api);
  // After /api, which answers everything under it: API requests do not pass through this router.
  app.use(metricsRouter({ config, db, logger, readOutboxDepth: () => outboxQueries.depth(db.kysely) }));
  // Run by the server once it listens (index.ts), in the background.
  app.locals.prepareMedia = prepareMedia;
  app.use(remotesConfigRouter(config));
  const firstScreens = createFirstScreens({
    config,
    db,
    logger,
    settingsChangedChannel: SETTINGS_CHANGED_CHANNEL,
    personalData: signIn.personalScreenData,
  });
  app.locals.firstScreens = firstScreens;
  app.use(crawlerRouter(dependencies, firstScreens));
  app.use(siteRouter(config));
  app.use(notFound);
  app.use(serverErrorReports(config, logger));
  app.use(errorHandler);
  return app;
}
