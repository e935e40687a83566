import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { adminWebVitalsSchema } from '@ps/shared/console-schemas';
import { trackEventsResponseSchema } from '@ps/shared/schemas';
import { browser, registerCustomer, type Browser } from './support/browser';
import { expectError } from './support/cart-client';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

const DAY_MS = 86_400_000;
const todayUtc = () => Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
/** Noon UTC `daysAgo` days back, clear of any midnight the test could run across. */
const noon = (daysAgo: number) => new Date(todayUtc() - daysAgo * DAY_MS + 12 * 3_600_000);
const dayString = (daysAgo: number) => noon(daysAgo).toISOString().slice(0, 10);

const vital = (metric: string, value: number, route = '/store/:slug') => ({
  eventType: 'web_vital',
  value,
  metadata: { metric, route },
  timestamp: new Date().toISOString(),
  sessionId: randomUUID(),
});

describeEachDatabase('web vitals: stored from the beacon, read at the 75th percentile in the console', (api) => {
  let staff: Browser;
  const post = (body: unknown) =>
    api.fetch('/api/analytics/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify(body),
    });
  const webVitals = async (period = '7d') => {
    const response = await staff.get(`/api/admin/analytics/web-vitals?period=${period}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return adminWebVitalsSchema.parse(await response.json());
  };
  const samples = () => api.db.selectFrom('webVitalSamples').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    staff = await staffBrowser(api, 'staff');
  });

  it('has no rows on an empty database', async () => {
    expect(await webVitals()).toEqual({ period: '7d', from: dayString(6), to: dayString(0), rows: [] });
  });

  it('stores a vital as route, metric and value only, apart from the visit events the figures count', async () => {
    const sent = vital('LCP', 1_840);
    const response = await post({ events: [sent, { ...vital('CLS', 0.05), sessionId: sent.sessionId }] });
    expect(response.status).toBe(202);
    expect(trackEventsResponseSchema.parse(await response.json())).toEqual({ accepted: 2 });
    expect((await samples()).map(({ route, metric, value }) => ({ route, metric, value }))).toEqual([
      { route: '/store/:slug', metric: 'LCP', value: 1_840 },
      { route: '/store/:slug', metric: 'CLS', value: 0.05 },
    ]);
    const events = await api.db
      .selectFrom('analyticsEvents')
      .select('id')
      .where('sessionId', '=', sent.sessionId)
      .execute();
    expect(events).toEqual([]);
  });

  it.each([
    ['an unknown metric', vital('FID', 12), 'events.0.metadata.metric'],
    ['a raw address instead of a template', vital('LCP', 1_000, '/track/PS-2026-7KX4QM'), 'events.0.metadata.route'],
    ['a negative time', vital('TTFB', -5), 'events.0.value'],
  ])('refuses %s with 400 and stores nothing of the batch', async (_case, bad, field) => {
    const before = (await samples()).length;
    const body = await expectError(await post({ events: [bad, vital('INP', 80)] }), 400);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.fields ?? {})).toContain(field);
    expect(await samples()).toHaveLength(before);
  });

  it('gives the interpolated 75th percentile per route, metric and UTC day, with the sample count', async () => {
    await api.db.deleteFrom('webVitalSamples').execute();
    const row = (route: string, metric: 'LCP' | 'INP' | 'CLS' | 'TTFB', value: number, daysAgo: number) => ({
      route,
      metric,
      value,
      recordedAt: noon(daysAgo),
    });
    await api.db
      .insertInto('webVitalSamples')
      .values([
        // 1000, 2000, 3000, 4000: the 75th percentile lies three quarters of the way, at 3250.
        ...[1_000, 4_000, 2_000, 3_000].map((value) => row('/', 'LCP', value, 0)),
        row('/', 'CLS', 0.1, 0),
        row('/', 'CLS', 0.3, 0),
        row('/cart', 'INP', 120, 0),
        row('/', 'LCP', 9_000, 1),
        row('/', 'LCP', 9_000, 8),
      ])
      .execute();

    const { rows } = await webVitals('7d');
    expect(rows).toEqual([
      {
        date: dayString(0),
        route: '/',
        LCP: { p75: 3_250, samples: 4 },
        INP: null,
        CLS: { p75: 0.25, samples: 2 },
        TTFB: null,
      },
      { date: dayString(0), route: '/cart', LCP: null, INP: { p75: 120, samples: 1 }, CLS: null, TTFB: null },
      { date: dayString(1), route: '/', LCP: { p75: 9_000, samples: 1 }, INP: null, CLS: null, TTFB: null },
    ]);
    expect((await webVitals('today')).rows.map((entry) => entry.date)).toEqual([dayString(0), dayString(0)]);
  });

  it('is for staff only: 401 to nobody, 403 to a customer, 400 for an unknown period', async () => {
    expect((await expectError(await api.fetch('/api/admin/analytics/web-vitals'), 401)).code).toBe('UNAUTHORIZED');
    const customer = browser(api);
    await registerCustomer(customer);
    expect((await expectError(await customer.get('/api/admin/analytics/web-vitals'), 403)).code).toBe('FORBIDDEN');
    const wrong = await expectError(await staff.get('/api/admin/analytics/web-vitals?period=year'), 400);
    expect(wrong.fields?.period).toMatch(/today, 7d, 30d, 90d/);
  });
});
