import { randomBytes, randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { analyticsSummarySchema, type AnalyticsEventType } from '@ps/shared/schemas';
import { describeEachDatabase } from './support/suite';

const DAY_MS = 86_400_000;
const todayUtc = () => Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
/** Noon UTC `daysAgo` days back, clear of any midnight the test could run across. */
const noon = (daysAgo: number, minutes = 0) =>
  new Date(todayUtc() - daysAgo * DAY_MS + 12 * 3_600_000 + minutes * 60_000);
const dayString = (daysAgo: number) => noon(daysAgo).toISOString().slice(0, 10);

type Seeded = [AnalyticsEventType, number, Record<string, unknown>?];

describeEachDatabase('GET /api/analytics/summary', (api) => {
  const getSummary = async () => {
    const response = await api.fetch('/api/analytics/summary');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return analyticsSummarySchema.parse(await response.json());
  };

  const visit = async (userId: string | null, events: Seeded[]) => {
    const sessionId = randomUUID();
    await api.db
      .insertInto('analyticsEvents')
      .values(
        events.map(([eventType, daysAgo, metadata], index) => ({
          eventType,
          occurredAt: noon(daysAgo, index),
          sessionId,
          userId,
          metadata: metadata ?? null,
        })),
      )
      .execute();
  };

  const subscriber = (daysAgo: number) => ({
    email: `fan-${randomUUID()}@example.com`,
    source: 'other' as const,
    name: null,
    variant: null,
    unsubscribeToken: randomBytes(32).toString('base64url'),
    subscribedAt: noon(daysAgo),
  });

  it('has no data on an empty database, with 30 zero days and zero figures', async () => {
    const summary = await getSummary();
    expect(summary).toMatchObject({ hasData: false, visitors: 0, conversionRate: 0, conversionRateChange: 0 });
    expect(summary.daily).toHaveLength(30);
    expect(summary.daily[0]).toEqual({ date: dayString(29), visitors: 0, signups: 0 });
    expect(summary.daily[29]).toEqual({ date: dayString(0), visitors: 0, signups: 0 });
    expect(summary.channels.every((channel) => channel.value === 0)).toBe(true);
    expect(summary.funnel.every((stage) => stage.count === 0)).toBe(true);
    expect(summary.experiments).toEqual([]);
  });

  it('computes every figure from the stored events and signups of the last 30 days', async () => {
    const [a, b, c, d, e] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const test = (variant: string, metric_name: string) => ({
      test_id: 'newsletter-signup-optimization',
      variant,
      metric_name,
    });
    await visit(a, [
      ['page_view', 1, { referrer: 'https://www.google.com/search?q=panic+squad' }],
      ['click', 1, test('control', 'view')],
      ['music_play', 1],
      ['ticket_interest', 1],
      ['newsletter_signup', 1, test('control', 'signup')],
    ]);
    await visit(a, [['page_view', 3]]);
    await visit(b, [
      ['page_view', 2, { utm_source: 'instagram', referrer: 'https://www.google.com/' }],
      ['section_view', 2, test('variant-a', 'view')],
      ['ticket_interest', 2],
      ['ticket_interest', 2],
    ]);
    await visit(c, [
      ['page_view', 10],
      ['newsletter_signup', 10, test('control', 'view')],
    ]);
    await visit(d, [
      ['page_view', 40, { referrer: 'https://t.co/x' }],
      ['newsletter_signup', 40],
    ]);
    await visit(e, [['page_view', 12, { referrer: 'https://pitchfork.com/reviews' }]]);
    await visit(null, [
      ['page_view', 0, { referrer: 'https://mail.google.com/mail/u/0/' }],
      ['page_view', 0, { referrer: 'https://panicsquad.example/' }],
    ]);
    await api.db
      .insertInto('newsletterSubscribers')
      .values([subscriber(0), subscriber(1), subscriber(40)])
      .execute();

    const summary = await getSummary();
    // Visitors a, b, c, e and the id-less session; d came 40 days ago.
    expect(summary).toMatchObject({ hasData: true, visitors: 5, conversionRate: 40, newsletterSignups: 2 });
    // Last 7 days: a, b, the session (1 of 3 signed up); the 7 before: c, e (1 of 2).
    expect(summary.conversionRateChange).toBe(-16.7);
    expect(summary.ticketInterest).toBe(3);
    const days = Object.fromEntries(summary.daily.map(({ date, ...figures }) => [date, figures]));
    expect(summary.daily).toHaveLength(30);
    expect(days[dayString(0)]).toEqual({ visitors: 1, signups: 1 });
    expect(days[dayString(1)]).toEqual({ visitors: 1, signups: 1 });
    expect(days[dayString(2)]).toEqual({ visitors: 1, signups: 0 });
    expect(days[dayString(5)]).toEqual({ visitors: 0, signups: 0 });
    expect(summary.channels).toEqual([
      { name: 'Direct', value: 2 },
      { name: 'Search', value: 1 },
      { name: 'Social', value: 1 },
      { name: 'Email', value: 1 },
      { name: 'Other', value: 1 },
    ]);
    expect(summary.funnel).toEqual([
      { stage: 'Visited', count: 5 },
      { stage: 'Engaged', count: 2 },
      { stage: 'Explored music', count: 1 },
      { stage: 'Showed ticket interest', count: 2 },
      { stage: 'Signed up', count: 2 },
    ]);
    expect(summary.experiments).toEqual([
      { testId: 'newsletter-signup-optimization', variant: 'control', exposures: 2, conversions: 1, rate: 50 },
      { testId: 'newsletter-signup-optimization', variant: 'variant-a', exposures: 1, conversions: 0, rate: 0 },
    ]);
  });
});
