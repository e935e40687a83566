import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '@ps/shared/schemas';
import { enqueueMail } from '../src/platform/mail/outbox';
import { cards, readyToPay } from './support/checkout-client';
import { createProduct } from './support/factories';
import { sampleOf, scrapeMetrics } from './support/metrics-text';
import { describeEachDatabase, type ApiTestContext } from './support/suite';

const TOKEN = 'metrics-token-for-the-api-suite';
/** Servers besides the suite's send no mail either, so the outbox stays as each test leaves it. */
const quiet = { backgroundWork: false } as const;
const authorized = { headers: { Authorization: `Bearer ${TOKEN}` } };

const scrape = (api: Pick<ApiTestContext, 'fetch'>) => scrapeMetrics(api, TOKEN);

async function expectRefused(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(apiErrorBodySchema.parse(await response.json()).code).toBe(code);
}

describeEachDatabase(
  'GET /metrics',
  (api) => {
    it('refuses a scraper without the bearer token, or with another one', async () => {
      const missing = await api.fetch('/metrics');
      expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      await expectRefused(missing, 401, 'UNAUTHORIZED');
      await expectRefused(
        await api.fetch('/metrics', { headers: { Authorization: 'Bearer wrong' } }),
        401,
        'UNAUTHORIZED',
      );
      await expectRefused(await api.fetch('/metrics', { headers: { Authorization: TOKEN } }), 401, 'UNAUTHORIZED');
    });

    it('does not exist when neither METRICS_TOKEN nor METRICS_ALLOW_FROM is set', async () => {
      const bare = await api.startServer({}, quiet);
      await expectRefused(await fetch(`${bare}/metrics`, authorized), 404, 'NOT_FOUND');
    });

    it('lets a listed address in without a token, and never trusts X-Forwarded-For for it', async () => {
      const loopback = await api.startServer({ METRICS_ALLOW_FROM: '10.0.0.0/8, 127.0.0.0/8' }, quiet);
      expect((await fetch(`${loopback}/metrics`)).status).toBe(200);

      const elsewhere = await api.startServer({ METRICS_ALLOW_FROM: '10.0.0.0/8', TRUST_PROXY: 'loopback' }, quiet);
      const forwarded = await fetch(`${elsewhere}/metrics`, { headers: { 'X-Forwarded-For': '10.1.2.3' } });
      await expectRefused(forwarded, 403, 'FORBIDDEN');
    });

    it('labels request latency with the route template and status, never the raw path', async () => {
      const product = await createProduct(api.db, { slug: 'metrics-labelled-hoodie' });
      expect((await api.fetch(`/api/products/${product.slug}`)).status).toBe(200);
      expect((await api.fetch('/api/products/metrics-no-such-slug')).status).toBe(404);
      expect((await api.fetch('/api/metrics-no-such-route')).status).toBe(404);

      const text = await scrape(api);
      const series = 'ps_http_request_duration_seconds_count';
      expect(sampleOf(text, series, { route: '/api/products/:slugOrId', status: '200' })).toBeGreaterThanOrEqual(1);
      expect(sampleOf(text, series, { route: '/api/products/:slugOrId', status: '404' })).toBeGreaterThanOrEqual(1);
      expect(sampleOf(text, series, { method: 'GET', route: '/api/*', status: '404' })).toBeGreaterThanOrEqual(1);
      expect(text).not.toContain('metrics-labelled-hoodie');
      expect(text).not.toContain('metrics-no-such');
    });

    it('counts orders placed and payments declined', async () => {
      const product = await createProduct(api.db);
      const line = { productId: product.id, variantId: product.variantIds[0] as number, quantity: 1 };
      const before = await scrape(api);
      const shopper = await readyToPay(api, [line]);
      expect((await shopper.createOrder({ card: cards.declined })).status).toBe(402);
      expect((await shopper.createOrder({ card: cards.visa })).status).toBe(201);

      const after = await scrape(api);
      const placed = (text: string) => sampleOf(text, 'ps_orders_placed_total', { provider: 'sandbox' }) ?? 0;
      const declined = (text: string) => sampleOf(text, 'ps_payment_failures_total', { reason: 'declined' }) ?? 0;
      expect(placed(after) - placed(before)).toBe(1);
      expect(declined(after) - declined(before)).toBe(1);
    });

    it('reads the outbox depth and its oldest mail from the database when scraped', async () => {
      await enqueueMail(api.db, 'contact_message', { to: 'crew@example.com', subject: 'Hi', text: 'Hello' });
      await sql`update mail_outbox set created_at = now() - interval '10 minutes' where status = 'pending'`.execute(
        api.db,
      );

      const text = await scrape(api);
      expect(sampleOf(text, 'ps_mail_outbox_pending')).toBeGreaterThanOrEqual(1);
      expect(sampleOf(text, 'ps_mail_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(600);
      expect(sampleOf(text, 'ps_metrics_database_up')).toBe(1);
    });

    it('shows the pool, the background work and the first-screen cache, with the process defaults', async () => {
      const text = await scrape(api);
      expect(sampleOf(text, 'ps_db_pool_wait_seconds_count')).toBeGreaterThan(0);
      expect(sampleOf(text, 'ps_db_pool_connections_in_use')).toBeGreaterThanOrEqual(0);
      expect(sampleOf(text, 'ps_db_pool_waiting')).toBeGreaterThanOrEqual(0);
      for (const counter of [
        'ps_mail_send_failures_total',
        'ps_expiry_sweeps_total',
        'ps_first_screen_cache_total',
        'ps_orders_placed_total',
        'ps_payment_failures_total',
      ]) {
        expect(text).toContain(`# TYPE ${counter} counter`);
      }
      expect(text).toContain('# TYPE ps_process_resident_memory_bytes gauge');
    });

    it('counts the expiry sweeps this process runs', async () => {
      const sweeping = await api.startServer({ METRICS_TOKEN: TOKEN, EXPIRY_SWEEP_INTERVAL_SECONDS: '1' });
      const sweeps = async () =>
        sampleOf(await scrape({ fetch: (path, init) => fetch(`${sweeping}${path}`, init) }), 'ps_expiry_sweeps_total', {
          outcome: 'ok',
        }) ?? 0;
      const before = await sweeps();
      await expect.poll(sweeps, { timeout: 10_000 }).toBeGreaterThan(before);
    });
  },
  // The outbox stays as the test leaves it: no dispatcher sends it meanwhile.
  { env: { METRICS_TOKEN: TOKEN }, overrides: { backgroundWork: false } },
);
