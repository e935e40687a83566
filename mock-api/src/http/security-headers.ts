import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { HOLD_TAPS_SCRIPT } from '@ps/shared/route-groups';
import type { Config } from '../config';

/** Origins of remotes served from somewhere other than this site. */
function remoteOrigins(remoteBaseUrls: Config['remoteBaseUrls']): string[] {
  const absolute = Object.values(remoteBaseUrls).filter((url) => !url.startsWith('/'));
  return [...new Set(absolute.map((url) => new URL(url).origin))];
}

/**
 * What Stripe.js needs when the store runs on Stripe (Stripe's published CSP): its script, the Payment
 * Element's frames and its API. Left out in the sandbox, which loads nothing from Stripe.
 */
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAMES = ["'self'", ...STRIPE_SCRIPTS, 'https://hooks.stripe.com'];
const STRIPE_API = ['https://api.stripe.com'];

/**
 * The one inline script the pages carry, allowed by its hash so that no other inline script runs: a
 * first screen's tap holder (decision 050), which must run before any of the shell's files arrive.
 */
const INLINE_SCRIPTS = [HOLD_TAPS_SCRIPT].map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
);

/** A year, as preload lists ask; sent only when the site is really served over https. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;

/** What helmet's middleware does to a response, recorded from one run of it. */
interface RecordedHeaders {
  set: [name: string, value: string][];
  removed: string[];
}

/** Runs `middleware` once on a response that only records; it must call next() synchronously and without an error. */
function recordHeaders(middleware: ReturnType<typeof helmet>): RecordedHeaders {
  const recorded: RecordedHeaders = { set: [], removed: [] };
  const recorder = {
    setHeader: (name: string, value: string) => recorded.set.push([name, value]),
    removeHeader: (name: string) => recorded.removed.push(name),
  };
  let done = false;
  middleware({} as never, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('The security headers middleware did not finish synchronously');
  return recorded;
}

/**
 * Helmet's headers with a CSP that allows exactly what Module Federation and styled-components need.
 * HSTS only when PUBLIC_URL is https: over plain HTTP it would tell browsers nothing true.
 * They depend on the configuration alone, never on the request, so helmet runs once at start and every response
 * gets what it set in one step, not through its dozen chained middleware (decision 052).
 */
export function securityHeaders(
  config: Pick<Config, 'remoteBaseUrls' | 'publicUrl' | 'errorReports'> & Partial<Pick<Config, 'stripe'>>,
): RequestHandler {
  const origins = remoteOrigins(config.remoteBaseUrls);
  const stripe = config.stripe !== undefined;
  // Error reports go straight from the browser to the ingest named by SENTRY_DSN.
  const reportOrigins = config.errorReports ? [new URL(config.errorReports.dsn).origin] : [];
  const https = new URL(config.publicUrl).protocol === 'https:';
  const helmetHeaders = helmet({
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...origins, ...(stripe ? STRIPE_SCRIPTS : []), ...INLINE_SCRIPTS],
        // Remotes may live on other origins (REMOTE_MF_*_URL); their chunks and API calls are allowed there.
        connectSrc: ["'self'", ...origins, ...reportOrigins, ...(stripe ? STRIPE_API : [])],
        ...(stripe ? { frameSrc: STRIPE_FRAMES } : {}),
        // styled-components injects <style> tags at runtime.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });
  const { set, removed } = recordHeaders(helmetHeaders);
  return (_req, res, next) => {
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}
