import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { adminAnalyticsSchema, type DashboardPeriod } from '@ps/shared/console-schemas';
import type { AnalyticsEventType } from '@ps/shared/schemas';
import { browser, registerCustomer, type Browser } from './support/browser';
import { expectError } from './support/cart-client';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

const DAY_MS = 86_400_000;
const todayUtc = () => Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
/** Noon UTC `daysAgo` days back, clear of any midnight the test could run across. */
const noon = (daysAgo: number, minutes = 0) =>
  new Date(todayUtc() - daysAgo * DAY_MS + 12 * 3_600_000 + minutes * 60_000);
const dayString = (daysAgo: number) => noon(daysAgo).toISOString().slice(0, 10);

type Seeded = [AnalyticsEventType, number, Record<string, unknown>?, number?];

const ticketMetric = (variant: string, metric_name: string) => ({
  test_id: 'ticket-cta-optimization',
  variant,
  metric_name,
  metric_value: 1,
});

describeEachDatabase('GET /api/admin/analytics', (api) => {
  let staff: Browser;
  const analytics = async (period: DashboardPeriod = '30d') => {
    const response = await staff.get(`/api/admin/analytics?period=${period}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return adminAnalyticsSchema.parse(await response.json());
  };

  const visit = async (userId: string | null, events: Seeded[]) => {
    const sessionId = randomUUID();
    await api.db
      .insertInto('analyticsEvents')
      .values(
        events.map(([eventType, daysAgo, metadata, value], index) => ({
          eventType,
          occurredAt: noon(daysAgo, index),
          sessionId,
          userId,
          metadata: metadata ?? null,
          value: value ?? null,
        })),
      )
      .execute();
  };

  beforeAll(async () => {
    staff = await staffBrowser(api, 'staff');
  });

  it('is for staff only: the public summary is gone, nobody gets 401 and a customer 403', async () => {
    expect((await api.fetch('/api/analytics/summary')).status).toBe(404);
    expect((await expectError(await api.fetch('/api/admin/analytics'), 401)).code).toBe('UNAUTHORIZED');
    const customer = browser(api);
    await registerCustomer(customer);
    expect((await expectError(await customer.get('/api/admin/analytics'), 403)).code).toBe('FORBIDDEN');
    const wrong = await expectError(await staff.get('/api/admin/analytics?period=year'), 400);
    expect(wrong.fields?.period).toMatch(/today, 7d, 30d, 90d/);
  });

  it('has zero figures and no rates on an empty database, with both experiments listed', async () => {
    const empty = await analytics('7d');
    expect(empty).toMatchObject({ period: '7d', from: dayString(6), to: dayString(0) });
    expect(empty.figures).toEqual({
      visitors: 0,
      sessions: 0,
      signedUpVisitors: 0,
      conversionRate: null,
      previousConversionRate: null,
      newSubscribers: 0,
      ticketClicks: 0,
      averageSessionSeconds: null,
    });
    expect(empty.daily).toHaveLength(7);
    expect(empty.sources).toEqual([]);
    expect(empty.experiments.map(({ testId, variants }) => [testId, variants])).toEqual([
      ['newsletter-signup-optimization', []],
      ['ticket-cta-optimization', []],
    ]);
  });

  it('computes every figure of the period from the stored events and signups', async () => {
    const [a, b, c, d] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await visit(a, [
      ['page_view', 1, { path: '/', referrer: 'https://www.google.com/search?q=panic+squad' }],
      ['click', 1],
      ['music_play', 1],
      ['ticket_interest', 1],
      ['newsletter_signup', 1],
      ['time_on_page', 1, { path: '/' }, 100],
    ]);
    await visit(a, [['page_view', 3, { path: '/store', utm_source: 'Newsletter' }]]);
    await visit(b, [
      ['page_view', 2, { path: '/', utm_source: 'instagram', referrer: 'https://www.google.com/' }],
      ['section_view', 2],
      ['ticket_interest', 2],
      ['ticket_interest', 2],
      ['time_on_page', 2, { path: '/' }, 20],
      ['time_on_page', 2, { path: '/' }, 30],
    ]);
    await visit(c, [
      ['page_view', 10, { path: '/', referrer: 'https://t.co/x' }],
      ['newsletter_signup', 10],
    ]);
    // Before the 7-day period, in the 7 days before it: d and c; d signed up.
    await visit(d, [
      ['page_view', 9, { path: '/' }],
      ['newsletter_signup', 9],
    ]);
    await visit(null, [
      ['page_view', 0, { path: '/', referrer: 'https://mail.google.com/mail/u/0/' }],
      ['page_view', 0, { path: '/store' }],
    ]);
    await api.db
      .insertInto('newsletterSubscribers')
      .values(
        [0, 1, 9].map((daysAgo) => ({
          email: `fan-${randomUUID()}@example.com`,
          source: 'other' as const,
          unsubscribeToken: randomBytes(32).toString('base64url'),
          subscribedAt: noon(daysAgo),
          confirmedAt: noon(daysAgo),
        })),
      )
      .execute();

    const week = await analytics('7d');
    // Visitors a, b and the id-less session; sessions: a twice, b, the id-less one.
    expect(week.figures).toEqual({
      visitors: 3,
      sessions: 4,
      signedUpVisitors: 1,
      conversionRate: 33.3,
      previousConversionRate: 100,
      newSubscribers: 2,
      ticketClicks: 3,
      averageSessionSeconds: 75,
    });
    const days = Object.fromEntries(week.daily.map(({ date, ...figures }) => [date, figures]));
    expect(days[dayString(1)]).toEqual({ visitors: 1, signedUpVisitors: 1 });
    expect(days[dayString(0)]).toEqual({ visitors: 1, signedUpVisitors: 0 });
    expect(week.channels).toEqual([
      { name: 'Direct', sessions: 0 },
      { name: 'Search', sessions: 1 },
      { name: 'Social', sessions: 1 },
      { name: 'Email', sessions: 2 },
      { name: 'Other', sessions: 0 },
    ]);
    expect(week.sources).toEqual([
      { source: 'google.com', channel: 'Search', sessions: 1 },
      { source: 'instagram', channel: 'Social', sessions: 1 },
      { source: 'mail.google.com', channel: 'Email', sessions: 1 },
      { source: 'newsletter', channel: 'Email', sessions: 1 },
    ]);
    expect(week.funnel.map((stage) => stage.visitors)).toEqual([3, 2, 1, 2, 1]);

    const month = await analytics('30d');
    expect(month.figures).toMatchObject({ visitors: 5, signedUpVisitors: 3, conversionRate: 60, newSubscribers: 3 });
    expect(month.sources).toContainEqual({ source: 't.co', channel: 'Social', sessions: 1 });
    expect(month.sources).toContainEqual({ source: '(direct)', channel: 'Direct', sessions: 1 });
  });

  it('counts ticket clicks as the ticket experiment converting, with a p-value against the control', async () => {
    const exposeAndMaybeConvert = async (variant: string, visitors: number, converting: number) => {
      for (let index = 0; index < visitors; index += 1) {
        const events: Seeded[] = [['ab_test_metric', 0, ticketMetric(variant, 'view')]];
        if (index < converting) events.push(['ab_test_metric', 0, ticketMetric(variant, 'ticket_click')]);
        // A signup is the newsletter test's conversion, never the ticket test's.
        else events.push(['ab_test_metric', 0, ticketMetric(variant, 'signup')]);
        await visit(randomUUID(), events);
      }
    };
    await exposeAndMaybeConvert('control', 20, 5);
    await exposeAndMaybeConvert('scarcity', 20, 15);
    await exposeAndMaybeConvert('urgency', 3, 1);

    const ticketTest = (await analytics('today')).experiments.find(
      (experiment) => experiment.testId === 'ticket-cta-optimization',
    );
    expect(ticketTest).toMatchObject({ conversionMetric: 'ticket_click', conversionLabel: 'Ticket button click' });
    const [control, scarcity, urgency] = ticketTest?.variants ?? [];
    expect(control).toEqual({ variant: 'control', exposures: 20, conversions: 5, rate: 25, pValue: null });
    expect(scarcity).toMatchObject({ variant: 'scarcity', exposures: 20, conversions: 15, rate: 75 });
    expect(scarcity?.pValue).toBeCloseTo(0.00157, 4);
    // Three visitors are too few for the test.
    expect(urgency).toEqual({ variant: 'urgency', exposures: 3, conversions: 1, rate: 33.3, pValue: null });
  });

  it('shows what the browser sent through POST /api/analytics/events: entry sources and conversions', async () => {
    const userId = randomUUID();
    const sessionId = randomUUID();
    const sent = (eventType: AnalyticsEventType, metadata: Record<string, unknown>) => ({
      eventType,
      metadata,
      timestamp: new Date().toISOString(),
      sessionId,
      userId,
    });
    const response = await api.fetch('/api/analytics/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify({
        events: [
          sent('page_view', { path: '/', referrer: 'https://www.pitchfork.com/reviews/panic-squad' }),
          sent('ab_test_metric', ticketMetric('urgency', 'view')),
          sent('ab_test_metric', ticketMetric('urgency', 'ticket_click')),
        ],
      }),
    });
    expect(response.status).toBe(202);
    const today = await analytics('today');
    expect(today.sources).toContainEqual({ source: 'pitchfork.com', channel: 'Other', sessions: 1 });
    const urgency = today.experiments
      .find((experiment) => experiment.testId === 'ticket-cta-optimization')
      ?.variants.find((variant) => variant.variant === 'urgency');
    expect(urgency).toMatchObject({ exposures: 4, conversions: 2 });
  });
});
