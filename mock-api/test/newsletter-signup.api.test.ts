import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  NEWSLETTER_CONFIRMS_PER_MINUTE,
  NEWSLETTER_MESSAGES,
  newsletterSignupResponseSchema,
} from '@ps/shared/schemas';
import { expectError } from './support/cart-client';
import { ownClient } from './support/client-address';
import { describeEachDatabase } from './support/suite';

const WELCOME = {
  status: 'confirmation_sent',
  message: 'Almost there! Check your inbox and confirm your e-mail address to join the Squad.',
};

describeEachDatabase(
  'POST /api/newsletter/signup',
  (api) => {
    const signup = (body: unknown, baseUrl = api.baseUrl, headers: Record<string, string> = {}) =>
      fetch(`${baseUrl}/api/newsletter/signup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const uniqueEmail = () => `fan-${randomUUID()}@example.com`;
    const rowsFor = (email: string) =>
      api.db
        .selectFrom('newsletterSubscribers')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .execute();

    it('subscribes with every field and a fresh random unsubscribe token', async () => {
      const email = uniqueEmail();
      const response = await signup({
        email,
        source: 'contact_form',
        variant: 'control',
        name: '  Jamie  ',
        wantsUpdates: true,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(newsletterSignupResponseSchema.parse(await response.json())).toEqual(WELCOME);
      const [row] = await rowsFor(email);
      expect(row).toMatchObject({
        email,
        name: 'Jamie',
        source: 'contact_form',
        variant: 'control',
        wantsUpdates: true,
        unsubscribedAt: null,
      });
      expect(row?.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('defaults the source to other and leaves the optional fields empty', async () => {
      const email = uniqueEmail();
      expect(await (await signup({ email, name: '   ' })).json()).toEqual(WELCOME);
      expect((await rowsFor(email))[0]).toMatchObject({
        source: 'other',
        variant: null,
        name: null,
        wantsUpdates: false,
      });
    });

    it('stores the address trimmed with its domain in lower case', async () => {
      const local = `Fan.${randomUUID()}`;
      expect((await signup({ email: `  ${local}@Example.COM \n` })).status).toBe(200);
      expect((await rowsFor(`${local}@example.com`)).map((row) => row.email)).toEqual([`${local}@example.com`]);
    });

    it('answers a repeated signup exactly like the first and keeps one row, whatever the case', async () => {
      const email = uniqueEmail();
      const first = await signup({ email, source: 'exit_intent_modal' });
      const again = await signup({ email: email.toUpperCase(), source: 'store', name: 'Someone Else' });
      expect(again.status).toBe(first.status);
      expect(await again.json()).toEqual(await first.json());
      const rows = await rowsFor(email);
      expect(rows).toHaveLength(1);
      // Still unconfirmed: the latest signup's details are the ones the confirm link will make true.
      expect(rows[0]).toMatchObject({ email, source: 'store', name: 'Someone Else', confirmedAt: null });
    });

    it.each([
      ['empty', '', 'Email is required'],
      ['blank', '   ', 'Email is required'],
      ['missing', undefined, 'Email is required'],
      ['without a domain', 'a@', 'Please enter a valid email address'],
      ['without a local part', '@b.co', 'Please enter a valid email address'],
      ['with a space', 'a b@c.d', 'Please enter a valid email address'],
      ['over 254 characters', `${'x'.repeat(300)}@a.co`, 'Please enter a valid email address'],
      ['a number', 42, 'Please enter a valid email address'],
      ['a list', ['fan@example.com'], 'Please enter a valid email address'],
    ])('rejects an email that is %s with its own message', async (_case, email, message) => {
      const before = await api.db.selectFrom('newsletterSubscribers').select('id').execute();
      const error = await expectError(await signup({ email, source: 'contact_form' }), 400);
      expect(error).toEqual({ code: 'VALIDATION_ERROR', message, fields: { email: message } });
      expect(await api.db.selectFrom('newsletterSubscribers').select('id').execute()).toHaveLength(before.length);
    });

    it.each([
      ['source', { source: 'billboard' }, /must be one of contact_form/],
      ['variant', { variant: 'v'.repeat(51) }, /at most 50 characters/],
      ['name', { name: 'n'.repeat(101) }, /at most 100 characters/],
      ['wantsUpdates', { wantsUpdates: 'yes' }, /true or false/],
    ])('rejects a bad %s and names it in fields', async (field, overrides, problem) => {
      const error = await expectError(await signup({ email: uniqueEmail(), ...overrides }), 400);
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.fields?.[field]).toMatch(problem);
    });

    it('wants JSON', async () => {
      const response = await api.fetch('/api/newsletter/signup', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: 'fan@example.com',
      });
      expect((await expectError(response, 415)).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('answers 429 with Retry-After once a client passes its signups per minute', async () => {
      const client = ownClient();
      const baseUrl = await api.startServer({ NEWSLETTER_SIGNUPS_PER_MINUTE: '2', ...client.env });
      expect((await signup({ email: uniqueEmail() }, baseUrl, client.headers)).status).toBe(200);
      expect((await signup({ email: uniqueEmail() }, baseUrl, client.headers)).status).toBe(200);
      const email = uniqueEmail();
      const limited = await signup({ email }, baseUrl, client.headers);
      expect((await expectError(limited, 429)).code).toBe('RATE_LIMITED');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await rowsFor(email)).toEqual([]);
    });

    it('counts confirmations apart from signups, and answers the 61st a minute with 429, Retry-After and a reason', async () => {
      const client = ownClient();
      const baseUrl = await api.startServer({ NEWSLETTER_SIGNUPS_PER_MINUTE: '1', ...client.env });
      const confirm = () =>
        fetch(`${baseUrl}/api/newsletter/confirm`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...client.headers },
          body: JSON.stringify({ token: 'not-a-real-token' }),
        });
      for (let fan = 1; fan <= NEWSLETTER_CONFIRMS_PER_MINUTE; fan += 1) expect((await confirm()).status).not.toBe(429);
      expect((await signup({ email: uniqueEmail() }, baseUrl, client.headers)).status).toBe(200);

      const busy = await confirm();
      expect(await expectError(busy, 429)).toEqual({
        code: 'RATE_LIMITED',
        message: NEWSLETTER_MESSAGES.tooManyConfirmations,
      });
      expect(Number(busy.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect((await signup({ email: uniqueEmail() }, baseUrl, client.headers)).status).toBe(429);
    });
  },
  { env: { NEWSLETTER_SIGNUPS_PER_MINUTE: '10000' } },
);
