import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { remoteNames, type RemoteName } from '@ps/shared/schemas';
import {
  commerceEnvShape,
  requireWebhookSecretWithStripe,
  stripeConfigFrom,
  type StripeConfig,
} from './config-commerce';
import { mediaEnvShape, requireS3KeyPair, s3MediaConfigFrom, type S3MediaConfig } from './config-media';
import { limitsConfigFrom, limitsEnvShape, type LimitsConfig } from './config-limits';
import { replicaEnvShape, requireSharedSettingsForReplicas } from './config-replicas';
import {
  errorReportsFrom,
  metricsAccessFrom,
  observabilityEnvShape,
  type ErrorReportsConfig,
  type MetricsAccess,
} from './config-observability';
import { supportConfigFrom, supportEnvShape, type SupportConfig } from './config-support';
import { firstAdminFrom, requireAdminEmailWithPassword, signInEnvShape, type FirstAdminConfig } from './config-sign-in';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const portSchema = z
  .string()
  .regex(/^\d+$/, 'must be a whole number from 0 to 65535')
  .transform(Number)
  .refine((port) => port <= 65535, 'must be a whole number from 0 to 65535');

const postgresUrlSchema = z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' });

function isSitePathOrHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return /^https?:\/\/[^/]+/.test(value) && URL.canParse(value);
}

/** A remote's base is an absolute http(s) URL or a path on this site. */
const remoteBaseUrlSchema = z
  .string()
  .refine(isSitePathOrHttpUrl, 'must be an http(s) URL or a path starting with /')
  .transform((value) => (value.endsWith('/') ? value : `${value}/`));

/** Where the site is reached from outside; absolute URLs in page metadata and the sitemap start with it. */
const publicUrlSchema = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://panicsquad.example' })
  .refine((value) => new URL(value).pathname === '/', 'must be an origin without a path')
  .transform((value) => new URL(value).origin);

type RemoteEnvKey = `REMOTE_${Uppercase<RemoteName>}_URL`;

const remoteEnvKey = (name: RemoteName) => `REMOTE_${name.toUpperCase()}_URL` as RemoteEnvKey;

const remoteEnvShape = Object.fromEntries(
  remoteNames.map((name) => [remoteEnvKey(name), remoteBaseUrlSchema.optional()]),
) as Record<RemoteEnvKey, z.ZodOptional<typeof remoteBaseUrlSchema>>;

const perMinuteSchema = z
  .string()
  .regex(/^[1-9]\d*$/, 'must be a whole number of at least 1')
  .transform(Number);

export const envSchema = z.object({
  PORT: portSchema.default(8080),
  HOST: z.string().default('0.0.0.0'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  DATABASE_URL: postgresUrlSchema.optional(),
  DATABASE_LISTEN_URL: postgresUrlSchema.optional(),
  DATABASE_POOL_MAX: z
    .string()
    .regex(/^[1-9]\d*$/, 'must be a whole number of at least 1')
    .transform(Number)
    .default(10),
  ...replicaEnvShape,
  LOG_LEVEL: z.enum(logLevels).optional(),
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'must be json or pretty' }).optional(),
  SITE_DIST_DIR: z.string().default(repoRoot),
  PUBLIC_URL: publicUrlSchema.optional(),
  ...remoteEnvShape,
  ...commerceEnvShape,
  ...supportEnvShape,
  ...signInEnvShape,
  ...mediaEnvShape,
  ...limitsEnvShape,
  ...observabilityEnvShape,
  ANALYTICS_EVENTS_PER_MINUTE: perMinuteSchema.default(60),
  NEWSLETTER_SIGNUPS_PER_MINUTE: perMinuteSchema.default(10),
  EP_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  FIRST_SCREEN_TIMEOUT_MS: z.coerce.number().int().min(0).max(10_000).default(300),
  PREPARE_MEDIA_AT_START: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
});

/** What the configuration is for: a tool (migrations, the staff CLI) serves no traffic, so it is no replica. */
export interface ConfigPurpose {
  serving: boolean;
}

/** Rules across variables; they run even when single variables are bad, so every problem shows at once. */
const checkedEnvSchema = ({ serving }: ConfigPurpose) =>
  envSchema.superRefine((env, context) => {
    requireWebhookSecretWithStripe(env, context);
    requireAdminEmailWithPassword(env, context);
    requireS3KeyPair(env, context);
    // Only a usable DATABASE_URL can be shared, so a malformed one is reported alone.
    const isPostgresUrl = (value: string | undefined) => postgresUrlSchema.safeParse(value).success;
    if (serving && isPostgresUrl(env.DATABASE_URL)) requireSharedSettingsForReplicas(env, context);
    if (isPostgresUrl(env.DATABASE_LISTEN_URL) && !env.DATABASE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['DATABASE_LISTEN_URL'],
        message: 'needs DATABASE_URL: the embedded database hears its notifications in-process',
      });
    }
  });

export type Config = {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * The one connection that LISTENs for every notification channel: DATABASE_LISTEN_URL, a direct
   * connection when DATABASE_URL goes through a pooler in transaction mode (where LISTEN does not work).
   */
  databaseListenUrl: string | undefined;
  /** Connections the pool may hold open, besides the listening one. */
  databasePoolMax: number;
  logLevel: (typeof logLevels)[number];
  /** Unset: readable lines when stdout is a terminal, JSON otherwise. */
  logFormat: 'json' | 'pretty' | undefined;
  siteDistDir: string;
  /**
   * The site's origin, the one start of every absolute URL (links in e-mails, sitemap, canonical
   * and Open Graph tags); never taken from a request. PUBLIC_URL, else http://localhost:PORT.
   */
  publicUrl: string;
  /** False when PUBLIC_URL was unset and publicUrl is the local fallback. */
  publicUrlConfigured: boolean;
  /** Where each remote's dist is served from, always ending in '/'. */
  remoteBaseUrls: Record<RemoteName, string>;
  /** The From header of every e-mail. */
  mailFrom: string;
  /** SMTP server for e-mail; unset writes each message to DATA_DIR/outbox instead. */
  smtpUrl: string | undefined;
  /** Stripe settings; unset means the offline sandbox payment provider. */
  stripe: StripeConfig | undefined;
  /** Order lookups (GET /api/orders/{orderNumber}) one client IP may make per minute. */
  orderLookupsPerMinute: number;
  /** POST /api/analytics/events requests one client IP may make per minute. */
  analyticsEventsPerMinute: number;
  /** Newsletter signups one client IP may make per minute. */
  newsletterSignupsPerMinute: number;
  /** Checkout sessions one client IP may create per minute. */
  checkoutSessionsPerMinute: number;
  /** An unfinished checkout untouched this long is deleted and its payment hold released. */
  checkoutSessionTtlHours: number;
  /** A cart untouched this long is deleted. */
  cartTtlDays: number;
  /** How often each process sweeps expired checkouts and carts. */
  expirySweepIntervalSeconds: number;
  /** The support address and phone, and the contact form's rate limit. */
  support: SupportConfig;
  /** Express's `trust proxy`: a hop count or proxy addresses; false ignores X-Forwarded-For. */
  trustProxy: number | string[] | false;
  /** The admin created at start when the staff table is empty; unset logs a one-time link instead. */
  firstAdmin: FirstAdminConfig | undefined;
  /** The S3-compatible bucket for uploaded images; unset keeps them under DATA_DIR/media. */
  s3Media: S3MediaConfig | undefined;
  /** Signs the free EP's download links; unset uses a random key kept in DATA_DIR (one machine only). */
  epLinkSecret: string | undefined;
  /** How long a page waits for its first screen drawn on the server (decision 026); 0 turns that off. */
  firstScreenTimeoutMs: number;
  /** Encode the previews and build the free EP right after start, so no fan's first play waits. */
  prepareMediaAtStart: boolean;
  /** Timeouts, connection caps, per-client limits on what creates rows, and the embedded database's queue. */
  limits: LimitsConfig;
  /** Who may read GET /metrics; unset answers 404 (decision 054). */
  metrics: MetricsAccess | undefined;
  /** Where error reports go (browser and server); unset sends none and loads no reporting code. */
  errorReports: ErrorReportsConfig | undefined;
};

/** Their values may carry passwords, so error messages must not repeat them. */
const VARIABLES_WITH_SECRETS = new Set([
  'DATABASE_URL',
  'DATABASE_LISTEN_URL',
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'ADMIN_PASSWORD',
  'S3_SECRET_ACCESS_KEY',
  'EP_LINK_SECRET',
  'METRICS_TOKEN',
  'SENTRY_DSN',
]);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
}

/** Empty variables count as unset, so `DATABASE_URL=` falls back to PGlite. */
function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

export function parseConfig(env: NodeJS.ProcessEnv, purpose: ConfigPurpose = { serving: true }): Config {
  const raw = withoutEmptyValues(env);
  const result = checkedEnvSchema(purpose).safeParse(raw);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        const got =
          raw[name] === undefined
            ? 'not set'
            : VARIABLES_WITH_SECRETS.has(name)
              ? 'value hidden'
              : `got ${JSON.stringify(raw[name])}`;
        return `${name}: ${issue.message} (${got})`;
      }),
    );
  }
  const parsed = result.data;
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    nodeEnv: parsed.NODE_ENV,
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    databaseListenUrl: parsed.DATABASE_LISTEN_URL,
    databasePoolMax: parsed.DATABASE_POOL_MAX,
    logLevel: parsed.LOG_LEVEL ?? (parsed.NODE_ENV === 'test' ? 'silent' : 'info'),
    logFormat: parsed.LOG_FORMAT,
    siteDistDir: path.resolve(parsed.SITE_DIST_DIR),
    publicUrl: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
    publicUrlConfigured: parsed.PUBLIC_URL !== undefined,
    remoteBaseUrls: Object.fromEntries(
      remoteNames.map((name) => [name, parsed[remoteEnvKey(name)] ?? `/remotes/${name.replace('_', '-')}/`]),
    ) as Record<RemoteName, string>,
    mailFrom: parsed.MAIL_FROM,
    smtpUrl: parsed.SMTP_URL,
    stripe: stripeConfigFrom(parsed),
    orderLookupsPerMinute: parsed.ORDER_LOOKUPS_PER_MINUTE,
    analyticsEventsPerMinute: parsed.ANALYTICS_EVENTS_PER_MINUTE,
    newsletterSignupsPerMinute: parsed.NEWSLETTER_SIGNUPS_PER_MINUTE,
    checkoutSessionsPerMinute: parsed.CHECKOUT_SESSIONS_PER_MINUTE,
    checkoutSessionTtlHours: parsed.CHECKOUT_SESSION_TTL_HOURS,
    cartTtlDays: parsed.CART_TTL_DAYS,
    expirySweepIntervalSeconds: parsed.EXPIRY_SWEEP_INTERVAL_SECONDS,
    support: supportConfigFrom(parsed),
    trustProxy: parsed.TRUST_PROXY ?? false,
    firstAdmin: firstAdminFrom(parsed),
    s3Media: s3MediaConfigFrom(parsed),
    epLinkSecret: parsed.EP_LINK_SECRET,
    firstScreenTimeoutMs: parsed.FIRST_SCREEN_TIMEOUT_MS,
    prepareMediaAtStart: parsed.PREPARE_MEDIA_AT_START === 'true',
    limits: limitsConfigFrom(parsed, parsed.TRUST_PROXY !== undefined),
    metrics: metricsAccessFrom(parsed),
    errorReports: errorReportsFrom(parsed, parsed.NODE_ENV),
  };
}

/** The one reader of process.env: prints every bad variable and exits. */
export function loadConfig(purpose?: ConfigPurpose): Config {
  try {
    return parseConfig(process.env, purpose);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
