import { isIP } from 'node:net';
import { z } from 'zod';

/* Metrics access and error reports, spread into config.ts's one schema (decision 054). */

/** An address (203.0.113.7, ::1) or a subnet in CIDR form (10.0.0.0/8, fd00::/8). */
function isAddressOrSubnet(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const addressListSchema = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine(
    (entries) => entries.length > 0 && entries.every(isAddressOrSubnet),
    'must be addresses or CIDR subnets separated by commas, such as 10.0.0.0/8,127.0.0.1',
  );

/** Sentry's DSN, https://<public key>@<host>/<project id>; GlitchTip's has the same shape. */
function isDsn(value: string): boolean {
  const dsn = URL.parse(value);
  return (
    dsn !== null && /^https?:$/.test(dsn.protocol) && /^\w+$/.test(dsn.username) && /^\/(.+\/)?\d+$/.test(dsn.pathname)
  );
}

export const observabilityEnvShape = {
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_ALLOW_FROM: addressListSchema.optional(),
  SENTRY_DSN: z.string().refine(isDsn, 'must be a DSN such as https://key@sentry.example/42').optional(),
  SENTRY_ENVIRONMENT: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'must be a short name such as production or staging')
    .optional(),
};

type ObservabilityEnv = z.output<z.ZodObject<typeof observabilityEnvShape>>;

export interface MetricsAccess {
  /** A scraper sending `Authorization: Bearer <token>` is let in. */
  token: string | undefined;
  /** A scraper connecting from one of these (the socket's own address, never X-Forwarded-For) is let in. */
  allowFrom: string[];
}

export interface ErrorReportsConfig {
  /** Where browsers and this server send error reports (a Sentry-compatible ingest). */
  dsn: string;
  /** Names the deployment in each report: production, staging... */
  environment: string;
}

/** Both unset: GET /metrics answers 404, as if it did not exist. */
export function metricsAccessFrom(env: ObservabilityEnv): MetricsAccess | undefined {
  if (!env.METRICS_TOKEN && !env.METRICS_ALLOW_FROM) return undefined;
  return { token: env.METRICS_TOKEN, allowFrom: env.METRICS_ALLOW_FROM ?? [] };
}

export function errorReportsFrom(env: ObservabilityEnv, nodeEnv: string): ErrorReportsConfig | undefined {
  if (!env.SENTRY_DSN) return undefined;
  return { dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT ?? nodeEnv };
}
