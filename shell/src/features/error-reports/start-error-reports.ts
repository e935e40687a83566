import { setErrorReporter } from '@ps/shared/ui';
import type { ErrorOrigin, ErrorReportsSettings } from './error-reports-settings';
import { reportingAllowed } from './reporting-allowed';

type Capture = (error: unknown, release: string, tags: Record<string, string>) => void;

/** Errors of one page load beyond this are not sent: a render loop must not flood the ingest. */
const MAX_REPORTS_PER_PAGE = 20;

/**
 * With SENTRY_DSN configured, every error boundary and the window's uncaught errors and rejections
 * report here. The Sentry code is imported on the first error a visitor may report (analytics consent
 * on fan pages), so a page without errors, or without consent, never downloads it.
 */
export function startErrorReports(settings: ErrorReportsSettings, originOf: (error: unknown) => ErrorOrigin): void {
  let client: Promise<Capture | null> | undefined;
  let sent = 0;
  const report = (error: unknown) => {
    if (sent >= MAX_REPORTS_PER_PAGE || !reportingAllowed(window.location.pathname)) return;
    sent += 1;
    client ??= import(/* webpackChunkName: "error-reports" */ './sentry-client')
      .then(({ openSentryClient }) => openSentryClient(settings))
      .catch(() => null);
    const { app, build } = originOf(error);
    void client.then((capture) => capture?.(error, `panic-squad-${app}@${build}`, { app }));
  };
  setErrorReporter(report);
  window.addEventListener('error', (event) => report(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => report(event.reason));
}
