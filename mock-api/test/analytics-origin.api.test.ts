import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { expectError } from './support/cart-client';
import { describeEachDatabase } from './support/suite';

const PUBLIC_URL = 'https://panicsquad.example';

/** What a page posting a beacon sends: text/plain needs no CORS preflight, so only these headers tell. */
const beacon = (sessionId: string, headers: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
  body: JSON.stringify({
    events: [{ eventType: 'page_view', timestamp: new Date().toISOString(), sessionId, metadata: { path: '/' } }],
  }),
});

describeEachDatabase(
  'analytics beacons from other sites',
  (api) => {
    const storedFor = (sessionId: string) =>
      api.db.selectFrom('analyticsEvents').select('id').where('sessionId', '=', sessionId).execute();

    it.each([
      ['a cross-site page (Sec-Fetch-Site)', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://forger.example' }],
      ['a sibling site (Sec-Fetch-Site)', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://blog.panicsquad.example' }],
      ['a page on another origin (Origin only)', { Origin: 'https://forger.example' }],
      ['an opaque origin (Origin: null)', { Origin: 'null' }],
      ['a script (neither header)', {}],
    ])('refuses %s with 403 and stores nothing', async (_from, headers) => {
      const sessionId = randomUUID();
      const body = await expectError(await api.fetch('/api/analytics/events', beacon(sessionId, headers)), 403);
      expect(body.code).toBe('FORBIDDEN');
      expect(await storedFor(sessionId)).toEqual([]);
    });

    it.each([
      ['the site itself (Sec-Fetch-Site)', { 'Sec-Fetch-Site': 'same-origin', Origin: PUBLIC_URL }],
      ['the site itself (Origin only)', { Origin: PUBLIC_URL }],
    ])('accepts %s', async (_from, headers) => {
      const sessionId = randomUUID();
      expect((await api.fetch('/api/analytics/events', beacon(sessionId, headers))).status).toBe(202);
      expect(await storedFor(sessionId)).toHaveLength(1);
    });

    it('still limits each client, counting only requests from the site', async () => {
      // Limits are counted in the database for every server on it: this client gets an address of its own.
      const limited = await api.startServer({ PUBLIC_URL, ANALYTICS_EVENTS_PER_MINUTE: '2', TRUST_PROXY: '1' });
      const client = { 'x-forwarded-for': '198.51.100.77' };
      const send = (headers: Record<string, string>) =>
        fetch(`${limited}/api/analytics/events`, beacon(randomUUID(), { ...client, ...headers }));
      const own = { 'Sec-Fetch-Site': 'same-origin' };
      expect((await send({ 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
      expect((await send(own)).status).toBe(202);
      expect((await send(own)).status).toBe(202);
      expect((await send(own)).status).toBe(429);
    });
  },
  { env: { PUBLIC_URL } },
);
