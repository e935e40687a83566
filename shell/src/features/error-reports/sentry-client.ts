import { BrowserClient, Scope, defaultStackParser, httpContextIntegration, makeFetchTransport } from '@sentry/browser';
import { scrubErrorReport } from '@ps/shared/scrubbing';
import type { ErrorReportsSettings } from './error-reports-settings';
import { reportingAllowed } from './reporting-allowed';

/**
 * Loaded on the first error a visitor may report, never before: a client of its own (no global
 * hooks, which the shell already has), every event checked against consent again and scrubbed by
 * the logs' rules on its way out.
 */
export function openSentryClient({ dsn, environment }: ErrorReportsSettings) {
  const client = new BrowserClient({
    dsn,
    environment,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [httpContextIntegration()],
    beforeSend: (event) => (reportingAllowed(window.location.pathname) ? scrubErrorReport(event) : null),
  });
  client.init();
  return (error: unknown, release: string, tags: Record<string, string>) => {
    const scope = new Scope();
    scope.setClient(client);
    scope.setTags(tags);
    scope.addEventProcessor((event) => ({ ...event, release }));
    client.captureException(error, { originalException: error }, scope);
  };
}
