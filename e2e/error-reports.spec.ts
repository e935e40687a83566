import { expect, test, type Page } from '@playwright/test';
import { startFakeErrorIngest } from '../mock-api/test/support/fake-error-ingest';
import { startSiteCopyServer, type SiteCopyServer } from './support/site-copy-server';
import { ACCEPT_ALL, recordConsent, REJECT_ALL } from './support/visitor';

const FAN_EMAIL = 'fan-in-a-report@example.com';

/**
 * Opens the home page and waits until the landing's remote entry has arrived: the shell reads its
 * config, error-report settings included, before it asks for any remote.
 */
async function openHome(page: Page, baseURL: string): Promise<void> {
  const remoteEntry = page.waitForResponse((response) => response.url().endsWith('/mf-landing/remoteEntry.js'));
  await page.goto(`${baseURL}/`);
  await remoteEntry;
}

/**
 * Throws on the page as an uncaught error does, and says whether the error-report code was asked for:
 * webpack adds a chunk's script tag in the same turn as the import that needs it.
 */
function throwAndSeeReportingLoad(page: Page): Promise<{ chunkRequested: boolean; sentryGlobal: boolean }> {
  return page.evaluate((email) => {
    window.dispatchEvent(new ErrorEvent('error', { error: new Error(`Widget broke for ${email}`) }));
    return {
      chunkRequested: document.querySelector('script[src*="error-reports"]') !== null,
      sentryGlobal: '__SENTRY__' in window,
    };
  }, FAN_EMAIL);
}

test('when the site has no SENTRY_DSN, then a fan page loads no error-report code even with consent and an error', async ({
  page,
  baseURL,
}) => {
  await recordConsent(page, ACCEPT_ALL);
  await openHome(page, baseURL ?? '');
  expect(await throwAndSeeReportingLoad(page)).toEqual({ chunkRequested: false, sentryGlobal: false });
});

test.describe('with SENTRY_DSN set', () => {
  // One server and one ingest (on a port of this run's own range) for both journeys.
  test.describe.configure({ mode: 'serial' });
  let ingest: Awaited<ReturnType<typeof startFakeErrorIngest>>;
  let site: SiteCopyServer;
  test.beforeAll(async () => {
    // A fresh database is migrated and seeded first: slower than one journey.
    test.setTimeout(120_000);
    ingest = await startFakeErrorIngest(Number(process.env.E2E_PORT ?? 4173) + 1);
    site = await startSiteCopyServer({ SENTRY_DSN: ingest.dsn, SENTRY_ENVIRONMENT: 'e2e' });
  });
  test.afterAll(async () => {
    await site.stop();
    await ingest.close();
  });

  test('when a fan has not given analytics consent, then an error loads no error-report code and sends nothing', async ({
    page,
  }) => {
    await recordConsent(page, REJECT_ALL);
    await openHome(page, site.baseURL);
    expect(await throwAndSeeReportingLoad(page)).toEqual({ chunkRequested: false, sentryGlobal: false });
    expect(ingest.events).toHaveLength(0);
  });

  test('when a fan has given analytics consent, then a thrown error reaches the ingest scrubbed and named by the build', async ({
    page,
  }) => {
    await recordConsent(page, ACCEPT_ALL);
    await openHome(page, site.baseURL);
    expect((await throwAndSeeReportingLoad(page)).chunkRequested).toBe(true);

    await expect.poll(() => ingest.events.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    const [event] = ingest.events;
    expect(event?.environment).toBe('e2e');
    expect(event?.release).toMatch(/^panic-squad-shell@[\da-f]{8}$/);
    expect(event?.exception?.values?.[0]?.value).toBe('Widget broke for [redacted]');
    expect(ingest.raw.join('\n')).not.toContain(FAN_EMAIL);
  });
});
