import type { envSchema } from './config';

/* What each variable of config.ts's schema is for: the source of .env.example (npm run env:example). */

export type EnvVariable = keyof typeof envSchema.shape;

export interface VariableNote {
  /** One line on what it does. */
  about: string;
  /** Shown instead of the schema's default, when that depends on the machine (a path) or on other variables. */
  shownDefault?: string;
  /** A value to copy, when the default is none or not a value (the commented line shows the default otherwise). */
  example?: string;
}

export const variableNotes: Record<EnvVariable, VariableNote> = {
  PORT: { about: 'HTTP port' },
  HOST: { about: 'Interface to listen on' },
  NODE_ENV: { about: 'development, production or test (npm start sets production)' },
  DATA_DIR: {
    about: 'Embedded database, mail outbox and uploads; one server per folder',
    shownDefault: '.data',
  },
  DATABASE_URL: {
    about: 'A PostgreSQL server instead of the embedded database; set it in production',
    example: 'postgres://user:pass@localhost:5432/panic_squad',
  },
  DATABASE_LISTEN_URL: {
    about: 'A direct connection for LISTEN when DATABASE_URL goes through a pooler in transaction mode',
    example: 'postgres://user:pass@db-direct:5432/panic_squad',
  },
  DATABASE_POOL_MAX: { about: 'Pooled database connections per process (plus one listening connection)' },
  SINGLE_INSTANCE: {
    about:
      'With DATABASE_URL: true says this is the only API process (else S3_BUCKET, EP_LINK_SECRET, SMTP_URL are required)',
  },
  METRICS_TOKEN: {
    about: 'Bearer token (16+ characters) that opens GET /metrics; unset with METRICS_ALLOW_FROM unset: no metrics',
    example: 'a-long-random-scrape-token',
  },
  METRICS_ALLOW_FROM: {
    about: 'Comma-separated addresses allowed to read GET /metrics without the token',
    example: '127.0.0.1,10.0.0.5',
  },
  SENTRY_DSN: {
    about: 'Send server and (with consent) browser errors to this Sentry-compatible project',
    example: 'https://key@sentry.example/42',
  },
  SENTRY_ENVIRONMENT: { about: 'The environment name error reports carry', shownDefault: 'NODE_ENV' },
  LOG_LEVEL: { about: 'fatal, error, warn, info, debug, trace or silent', shownDefault: 'info' },
  LOG_FORMAT: { about: 'json or pretty; unset: pretty on a terminal, JSON otherwise', example: 'json' },
  SITE_DIST_DIR: {
    about: 'Where shell/dist and mf-*/dist are found',
    shownDefault: 'the repository root',
    example: '/srv/panic-squad',
  },
  PUBLIC_URL: {
    about: 'The origin visitors use; every absolute link starts with it',
    example: 'https://panicsquad.example',
  },
  REMOTE_MF_LANDING_URL: { about: "Base URL of mf-landing's dist", shownDefault: '/remotes/mf-landing/' },
  REMOTE_MF_SOCIAL_URL: { about: "Base URL of mf-social's dist", shownDefault: '/remotes/mf-social/' },
  REMOTE_MF_STORE_URL: { about: "Base URL of mf-store's dist", shownDefault: '/remotes/mf-store/' },
  REMOTE_MF_CHECKOUT_URL: { about: "Base URL of mf-checkout's dist", shownDefault: '/remotes/mf-checkout/' },
  REMOTE_MF_ACCOUNT_URL: { about: "Base URL of mf-account's dist", shownDefault: '/remotes/mf-account/' },
  REMOTE_MF_ADMIN_URL: { about: "Base URL of mf-admin's dist", shownDefault: '/remotes/mf-admin/' },
  MAIL_FROM: { about: 'From header of every e-mail' },
  SMTP_URL: {
    about: 'SMTP server for e-mail; unset writes .eml files to DATA_DIR/outbox',
    example: 'smtps://user:pass@smtp.example.com:465',
  },
  STRIPE_SECRET_KEY: { about: 'Take payments with Stripe instead of the offline sandbox', example: 'sk_test_...' },
  STRIPE_PUBLISHABLE_KEY: { about: 'Handed to the browser for Stripe payments', example: 'pk_test_...' },
  STRIPE_WEBHOOK_SECRET: { about: 'Required with STRIPE_SECRET_KEY', example: 'whsec_...' },
  STRIPE_API_URL: { about: 'Another Stripe API origin, such as stripe-mock', example: 'http://127.0.0.1:12111' },
  ORDER_LOOKUPS_PER_MINUTE: { about: 'Order lookups one client address may make per minute' },
  CHECKOUT_SESSION_TTL_HOURS: { about: 'An unfinished checkout untouched this long is deleted' },
  CART_TTL_DAYS: { about: 'A cart untouched this long is deleted' },
  EXPIRY_SWEEP_INTERVAL_SECONDS: { about: 'How often each process sweeps expired checkouts and carts' },
  CHECKOUT_SESSIONS_PER_MINUTE: { about: 'Checkout sessions one client address may start per minute' },
  SUPPORT_EMAIL: { about: 'First start only: seeds the support address in the shop settings' },
  SUPPORT_PHONE: { about: 'First start only: seeds the support phone in the shop settings' },
  CONTACT_MESSAGES_PER_HOUR: { about: 'Contact form messages one client address may send per hour' },
  TRUST_PROXY: { about: 'The proxies in front: a hop count or addresses and subnets', example: '1' },
  ADMIN_EMAIL: {
    about: 'With ADMIN_PASSWORD: the admin created when no staff user can sign in',
    example: 'you@example.com',
  },
  ADMIN_PASSWORD: { about: 'With ADMIN_EMAIL: that admin password (10+ characters)', example: 'a long pass phrase' },
  S3_BUCKET: {
    about: 'Keep uploaded images in this S3 bucket instead of DATA_DIR/media',
    example: 'panic-squad-media',
  },
  S3_REGION: { about: "The bucket's region" },
  S3_ENDPOINT: { about: 'An S3-compatible service; unset is AWS', example: 'http://127.0.0.1:9000' },
  S3_ACCESS_KEY_ID: { about: 'With S3_SECRET_ACCESS_KEY; neither uses the AWS credential chain', example: 'AKIA...' },
  S3_SECRET_ACCESS_KEY: { about: 'With S3_ACCESS_KEY_ID', example: '...' },
  REQUEST_TIMEOUT_SECONDS: { about: "A request's headers and body must arrive within this long" },
  HEADERS_TIMEOUT_SECONDS: { about: "A request's headers must arrive within this long" },
  KEEP_ALIVE_TIMEOUT_SECONDS: { about: 'An idle keep-alive connection is closed after this long' },
  MAX_CONNECTIONS: { about: 'Open connections in all' },
  MAX_CONNECTIONS_PER_ADDRESS: { about: 'Open connections from one address; 0 turns it off' },
  CART_CREATIONS_PER_MINUTE: { about: 'New carts one client address may create per minute' },
  EMPTY_CART_TTL_HOURS: { about: 'A cart that never held a line is deleted after this long' },
  SEARCH_SUGGESTIONS_PER_MINUTE: { about: 'Search suggestions one client address may ask for per minute' },
  EMBEDDED_DB_WAIT_MS: { about: "Embedded database: a request's longest wait for its turn before 503" },
  ANALYTICS_EVENTS_PER_MINUTE: { about: 'Analytics requests one client address may make per minute' },
  NEWSLETTER_SIGNUPS_PER_MINUTE: {
    about: 'Newsletter signups one client address may make per minute (back-in-stock sign-ups count apart, same limit)',
  },
  EP_LINK_SECRET: {
    about: "Signs the free EP's download links (32+ characters); unset keeps a random key in DATA_DIR",
    example: 'a-random-string-of-at-least-32-characters',
  },
  FIRST_SCREEN_TIMEOUT_MS: { about: 'How long a page waits for its first screen drawn on the server; 0 turns it off' },
  PREPARE_MEDIA_AT_START: { about: 'Encode previews and build the free EP right after start' },
};
