import { expect, test, type Page } from '@playwright/test';
import { startFakeErrorIngest } from '../mock-api/test/support/fake-error-ingest';
import { startSiteCopyServer, type SiteCopyServer } from './support/site-copy-server';
import { ACCEPT_ALL, recordConsent, REJECT_ALL } from './support/visitor';

const FAN_EMAIL = 'fan-in-a-report@example.com';

/**
 * Opens the home page and waits until the landing's remote entry has arrived: the shell reads its
 * config, error-report settings included, before it asks for any remote. With a DSN it waits for the
 * shell's small error-listener chunk as well, which holds no Sentry code.
 */
async function openHome(page: Page, baseURL: string, { withListeners = true } = {}): Promise<void> {
  const arrived = (ending: RegExp) => page.waitForResponse((response) => ending.test(response.url()));
  const waits = [
    arrived(/\/mf-landing\/remoteEntry\.js$/),
    ...(withListeners ? [arrived(/\/error-listeners\.\w+\.js$/)] : []),
  ];
  await page.goto(`${baseURL}/`);
  await Promise.all(waits);
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
  await openHome(page, baseURL ?? '', { withListeners: false });
  expect(await throwAndSeeReportingLoad(page)).toEqual({ chunkRequested: false, sentryGlobal: false });
  expect(await page.locator('script[src*="error-listeners"]').count()).toBe(0);
});

test.describe('with SENTRY_DSN set', () => {
  // One server and one ingest (on a port of this run's own range) for both journeys.
  test.describe.configure({ mode: 'serial' });
  let ingest: Awaited<ReturnType<typeof startFakeErrorIngest>> | undefined;
  let site: SiteCopyServer | undefined;
  test.beforeAll(async () => {
    // A fresh database is migrated and seeded first: slower than one journey.
    test.setTimeout(120_000);
    ingest = await startFakeErrorIngest(Number(process.env.E2E_PORT ?? 4173) + 1);
    site = await startSiteCopyServer({ SENTRY_DSN: ingest.dsn, SENTRY_ENVIRONMENT: 'e2e' });
  });
  const started = () => {
    if (!site || !ingest) throw new Error('The site with SENTRY_DSN did not start');
    return { site, ingest };
  };
  test.afterAll(async () => {
    await site?.stop();
    await ingest?.close();
  });

  test('when a fan has not given analytics consent, then an error loads no error-report code and sends nothing', async ({
    page,
  }) => {
    const { site, ingest } = started();
    await recordConsent(page, REJECT_ALL);
    await openHome(page, site.baseURL);
    expect(await throwAndSeeReportingLoad(page)).toEqual({ chunkRequested: false, sentryGlobal: false });
    expect(ingest.events).toHaveLength(0);
  });

  test('when a fan has given analytics consent, then a thrown error reaches the ingest scrubbed and named by the build', async ({
    page,
  }) => {
    const { site, ingest } = started();
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
