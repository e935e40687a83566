import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ErrorRequestHandler, Request } from 'express';
import { scrubErrorReport } from '@ps/shared/scrubbing';
import type { Config } from '../config';
import type { ErrorReportsConfig } from '../config-observability';
import { toAppError } from '../http/error-handler';
import type { Logger } from '../logger';
import { routeTemplateOf } from '../metrics/route-template';

/** Written into each dist by the build (tooling/webpack/build-id-file-plugin.mjs). */
const BUILD_ID_FILE = 'build-id.txt';

/** The API runs its own source (no bundle to map); it is named after the site build it serves. */
async function apiRelease(siteDistDir: string): Promise<string> {
  const buildId = await readFile(path.join(siteDistDir, 'shell', 'dist', BUILD_ID_FILE), 'utf8').catch(() => 'dev');
  return `panic-squad-api@${buildId.trim()}`;
}

type Capture = (error: unknown, req: Request) => void;

/**
 * A client of its own rather than Sentry.init(): no global hooks, no OpenTelemetry set-up, and two
 * apps in one test process each report to their own endpoint. Loaded only when SENTRY_DSN is set.
 */
async function openClient({ dsn, environment }: ErrorReportsConfig, siteDistDir: string): Promise<Capture> {
  const { NodeClient, Scope, defaultStackParser, makeNodeTransport } = await import('@sentry/node');
  const client = new NodeClient({
    dsn,
    environment,
    release: await apiRelease(siteDistDir),
    transport: makeNodeTransport,
    stackParser: defaultStackParser,
    integrations: [],
    beforeSend: (event) => scrubErrorReport(event),
  });
  client.init();
  return (error, req) => {
    const scope = new Scope();
    scope.setClient(client);
    scope.setTag('route', routeTemplateOf(req));
    scope.addEventProcessor((event) => ({
      ...event,
      request: { method: req.method, url: req.originalUrl, headers: { 'user-agent': req.get('user-agent') ?? '' } },
    }));
    client.captureException(error, { originalException: error }, scope);
  };
}

/**
 * Sends every failure answered with a 5xx to the error-report endpoint, scrubbed by the logs' rules,
 * then passes it on to the error handler. Without SENTRY_DSN it only passes it on.
 */
export function serverErrorReports(
  config: Pick<Config, 'errorReports' | 'siteDistDir'>,
  logger: Logger,
): ErrorRequestHandler {
  const reports = config.errorReports;
  if (!reports) return (error, _req, _res, next) => next(error);
  let capture: Promise<Capture | null> | undefined;
  return (error, req, _res, next) => {
    if (toAppError(error).status >= 500) {
      capture ??= openClient(reports, config.siteDistDir).catch((openError: unknown) => {
        logger.error({ err: openError }, 'error reports: the Sentry client could not start; none will be sent');
        return null;
      });
      void capture.then((send) => send?.(error, req));
    }
    next(error);
  };
}
