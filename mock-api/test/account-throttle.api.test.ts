import { expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@ps/shared/schemas';
import { browser, registerCustomer, signIn, uniqueEmail } from './support/browser';
import { expectError } from './support/cart-client';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('sign-in throttling and rate limits shared through PostgreSQL', (api) => {
  /** A server whose clock the test moves: windows end without waiting. */
  async function serverWithClock(env: Record<string, string> = {}) {
    const clock = { now: Date.now() };
    const baseUrl = await api.startServer(env, { clock: () => new Date(clock.now) });
    return { baseUrl, clock };
  }

  it('after 5 failures from one address an account answers that address 429 with Retry-After, even to the right password, until the window ends', async () => {
    const { baseUrl, clock } = await serverWithClock();
    const { email, password } = await registerCustomer(browser(api, baseUrl));
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(browser(api, baseUrl), email, 'a wrong password')).status).toBe(401);
    }
    const locked = await signIn(browser(api, baseUrl), email, password);
    expect(await expectError(locked, 429)).toEqual({ code: 'RATE_LIMITED', message: ACCOUNT_MESSAGES.tooManyAttempts });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);

    clock.now += 15 * 60 * 1000;
    expect((await signIn(browser(api, baseUrl), email, password)).status).toBe(200);
  });

  it('counts failures per client address across accounts: 50 an hour', async () => {
    const { baseUrl } = await serverWithClock({ TRUST_PROXY: '1' });
    const from = { 'x-forwarded-for': '203.0.113.50' };
    const attempt = async (address: Record<string, string>) => {
      const page = browser(api, baseUrl);
      await page.session();
      return page.post(
        '/api/account/login',
        { email: uniqueEmail(), password: 'a wrong password' },
        { headers: address },
      );
    };
    for (let count = 1; count <= 50; count += 1) expect((await attempt(from)).status).toBe(401);
    expect((await attempt(from)).status).toBe(429);
    expect((await attempt({ 'x-forwarded-for': '203.0.113.51' })).status).toBe(401);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY, so a client cannot pick a fresh address', async () => {
    const lookups = await api.startServer({ ORDER_LOOKUPS_PER_MINUTE: '2' });
    const lookUp = (address: string) =>
      fetch(`${lookups}/api/orders/PS-000000-XXXX`, { headers: { 'x-forwarded-for': address } });
    expect((await lookUp('198.51.100.1')).status).toBe(404);
    expect((await lookUp('198.51.100.2')).status).toBe(404);
    expect((await lookUp('198.51.100.3')).status).toBe(429);
  });

  it('holds one allowance across two servers on the same database', async () => {
    const env = { ORDER_LOOKUPS_PER_MINUTE: '3', TRUST_PROXY: 'loopback' };
    const [first, second] = [await api.startServer(env), await api.startServer(env)];
    const lookUp = (baseUrl: string) =>
      fetch(`${baseUrl}/api/orders/PS-000000-XXXX`, { headers: { 'x-forwarded-for': '192.0.2.77' } });
    const statuses = [await lookUp(first), await lookUp(second), await lookUp(first), await lookUp(second)];
    expect(statuses.map((response) => response.status)).toEqual([404, 404, 404, 429]);
    expect((await expectError(statuses[3] as Response, 429)).message).toBe(
      'Too many order lookups. Please wait a minute and try again.',
    );
  });

  it('keeps the newsletter and analytics limits and their messages', async () => {
    const baseUrl = await api.startServer({ NEWSLETTER_SIGNUPS_PER_MINUTE: '1', ANALYTICS_EVENTS_PER_MINUTE: '1' });
    const post = (path: string, body: unknown) =>
      fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
        body: JSON.stringify(body),
      });
    await post('/api/newsletter/signup', { email: uniqueEmail(), source: 'footer' });
    const signup = await post('/api/newsletter/signup', { email: uniqueEmail(), source: 'footer' });
    expect(await expectError(signup, 429)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests; please wait a moment and try again',
    });
    await post('/api/analytics/events', { events: [] });
    expect((await post('/api/analytics/events', { events: [] })).status).toBe(429);
  });
});
