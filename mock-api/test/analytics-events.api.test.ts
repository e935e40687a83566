import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { trackEventsResponseSchema } from '@ps/shared/schemas';
import { expectError } from './support/cart-client';
import { ownClient } from './support/client-address';
import { describeEachDatabase } from './support/suite';

const DAY_MS = 86_400_000;

const event = (overrides: Record<string, unknown> = {}) => ({
  eventType: 'click',
  elementId: 'hero-cta',
  sectionName: 'hero',
  value: 1,
  metadata: { label: 'GET TICKETS', position: [1, 2], experiment: { test_id: 't', variant: 'control' } },
  timestamp: new Date().toISOString(),
  sessionId: randomUUID(),
  userId: randomUUID(),
  ...overrides,
});

describeEachDatabase(
  'POST /api/analytics/events',
  (api) => {
    const post = (body: unknown, contentType = 'application/json') =>
      api.fetch('/api/analytics/events', {
        method: 'POST',
        headers: { 'Content-Type': contentType, 'Sec-Fetch-Site': 'same-origin' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const storedFor = (sessionId: string) =>
      api.db.selectFrom('analyticsEvents').selectAll().where('sessionId', '=', sessionId).execute();

    it('stores one bare event as one row and answers 202 with no cookie', async () => {
      const sent = event();
      const response = await post(sent);
      expect(response.status).toBe(202);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(trackEventsResponseSchema.parse(await response.json())).toEqual({ accepted: 1 });
      const [row, ...others] = await storedFor(sent.sessionId);
      expect(others).toEqual([]);
      expect(row).toMatchObject({
        eventType: 'click',
        elementId: 'hero-cta',
        sectionName: 'hero',
        value: 1,
        metadata: sent.metadata,
        occurredAt: new Date(sent.timestamp),
        userId: sent.userId,
      });
    });

    it('stores a batch as the event sender posts it, optional fields left out', async () => {
      const sessionId = randomUUID();
      const events = ['click', 'section_view', 'music_play'].map((eventType) => ({
        eventType,
        timestamp: new Date().toISOString(),
        sessionId,
      }));
      const response = await post({ events });
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ accepted: 3 });
      const rows = await storedFor(sessionId);
      expect(rows.map((row) => row.eventType).sort()).toEqual(['click', 'music_play', 'section_view']);
      expect(rows[0]).toMatchObject({ elementId: null, sectionName: null, value: null, metadata: null, userId: null });
    });

    it('reads a text/plain body (a beacon with a string) as JSON', async () => {
      const sent = event();
      const response = await post(JSON.stringify({ events: [sent] }), 'text/plain;charset=UTF-8');
      expect(response.status).toBe(202);
      expect(await storedFor(sent.sessionId)).toHaveLength(1);
    });

    const countRows = () =>
      api.db
        .selectFrom('analyticsEvents')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
        .then(({ n }) => Number(n));

    it.each([
      ['eventType', 'unknown', { eventType: 'hover' }, /must be one of page_view/],
      ['eventType', 'missing', { eventType: undefined }, /is required/],
      ['elementId', 'too long', { elementId: 'x'.repeat(201) }, /at most 200/],
      ['elementId', 'a number', { elementId: 42 }, /must be text/],
      ['sectionName', 'too long', { sectionName: 'x'.repeat(201) }, /at most 200/],
      ['value', 'text', { value: '3' }, /finite number/],
      ['metadata', 'a list', { metadata: ['a'] }, /must be an object/],
      ['metadata', 'nested deeply', { metadata: { deep: { deeper: { deepest: 1 } } } }, /plain values/],
      ['metadata', 'over 2 KB', { metadata: { blob: 'x'.repeat(2100) } }, /at most 2048 bytes/],
      ['timestamp', 'not a date', { timestamp: 'yesterday' }, /ISO date-time/],
      ['timestamp', '32 days old', { timestamp: new Date(Date.now() - 32 * DAY_MS).toISOString() }, /last 31 days/],
      ['timestamp', 'an hour ahead', { timestamp: new Date(Date.now() + 60 * 60_000).toISOString() }, /future/],
      ['sessionId', 'not a UUID', { sessionId: 'tab-1' }, /UUID/],
      ['sessionId', 'missing', { sessionId: undefined }, /is required/],
      ['userId', 'not a UUID', { userId: 'visitor-1' }, /UUID/],
      ['metadata.path', 'missing from a page_view', { eventType: 'page_view', metadata: {} }, /page path/],
      ['value', 'missing from a time_on_page', { eventType: 'time_on_page', value: undefined }, /seconds/],
      ['value', 'over a day on a page', { eventType: 'time_on_page', value: 90_000 }, /0 to 86400/],
      ['value', 'over 100 as a scroll depth', { eventType: 'scroll_depth', value: 140 }, /percentage/],
      [
        'metadata.test_id',
        'an unknown experiment',
        { eventType: 'ab_test_metric', metadata: { test_id: 'hero', variant: 'b', metric_name: 'view' } },
        /must be one of newsletter-signup-optimization/,
      ],
      [
        'metadata.metric_name',
        'missing from an experiment metric',
        { eventType: 'ab_test_metric', metadata: { test_id: 'ticket-cta-optimization', variant: 'urgency' } },
        /name the metric/,
      ],
    ])(
      'rejects a %s that is %s with 400 naming the field, storing nothing',
      async (field, _case, overrides, problem) => {
        const before = await countRows();
        const batch = await expectError(await post({ events: [event(), event(overrides)] }), 400);
        expect(batch.code).toBe('VALIDATION_ERROR');
        expect(batch.fields?.[`events.1.${field}`]).toMatch(problem);
        const single = await expectError(await post(event(overrides)), 400);
        expect(single.fields?.[field]).toMatch(problem);
        expect(await countRows()).toBe(before);
      },
    );

    it('takes 50 events at once but not 51, and not an empty batch', async () => {
      const sessionId = randomUUID();
      const batch = (size: number) => ({ events: Array.from({ length: size }, () => event({ sessionId })) });
      expect(await (await post(batch(50))).json()).toEqual({ accepted: 50 });
      const tooMany = await expectError(await post(batch(51)), 400);
      expect(tooMany.fields).toEqual({ events: 'must hold at most 50 events' });
      expect((await expectError(await post({ events: [] }), 400)).fields).toEqual({
        events: 'must hold at least one event',
      });
      expect(await storedFor(sessionId)).toHaveLength(50);
    });

    it('refuses a body over 64 KB, malformed JSON and other content types', async () => {
      const huge = { events: [event({ elementId: 'x'.repeat(70_000) })] };
      expect((await expectError(await post(huge), 413)).code).toBe('PAYLOAD_TOO_LARGE');
      expect((await expectError(await post('{"events": ['), 400)).code).toBe('MALFORMED_JSON');
      const form = await post('eventType=click', 'application/x-www-form-urlencoded');
      expect((await expectError(form, 415)).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('answers 429 with Retry-After once a client passes its requests per minute', async () => {
      const client = ownClient();
      const baseUrl = await api.startServer({ ANALYTICS_EVENTS_PER_MINUTE: '2', ...client.env });
      const send = () =>
        fetch(`${baseUrl}/api/analytics/events`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', ...client.headers },
          body: JSON.stringify(event()),
        });
      expect((await send()).status).toBe(202);
      expect((await send()).status).toBe(202);
      const limited = await send();
      const error = await expectError(limited, 429);
      expect(error.code).toBe('RATE_LIMITED');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    });
  },
  { env: { ANALYTICS_EVENTS_PER_MINUTE: '10000' } },
);
