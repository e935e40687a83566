import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { newsletterUnsubscribeResponseSchema } from '@ps/shared/schemas';
import { expectError } from './support/cart-client';
import { EVIL_HOST, requestWithHost } from './support/host-header';
import { describeEachDatabase, type ApiTestContext } from './support/suite';

const PUBLIC_URL = 'https://panicsquad.example';

/** The welcome mails sent to `email`, raw .eml text, once `count` of them are in the outbox. */
async function mailsTo(api: ApiTestContext, email: string, count: number): Promise<string[]> {
  for (let attempt = 0; ; attempt += 1) {
    const files = await readdir(api.outboxDir).catch(() => []);
    const mails = await Promise.all(files.map((file) => readFile(path.join(api.outboxDir, file), 'utf8')));
    const mine = mails.filter((mail) => mail.includes(`\r\nTo: ${email}\r\n`));
    if (mine.length >= count || attempt === 50) return mine;
    await sleep(100);
  }
}

/** The link in List-Unsubscribe, moved onto the test server when PUBLIC_URL pointed elsewhere. */
function unsubscribeLink(mail: string, baseUrl: string): { link: string; local: string } {
  const link = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(mail)?.[1] ?? '';
  return { link, local: link.replace(/^https?:\/\/[^/]+/, baseUrl) };
}

/** The plain-text part, quoted-printable undone. */
const textOf = (mail: string) =>
  mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describeEachDatabase(
  'newsletter welcome mail and unsubscribe',
  (api) => {
    const signup = (email: string) =>
      api.fetch('/api/newsletter/signup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, source: 'newsletter_popup' }),
      });
    const subscriberRow = (email: string) =>
      api.db.selectFrom('newsletterSubscribers').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    const subscribed = async () => {
      const email = `fan-${randomUUID()}@example.com`;
      expect((await signup(email)).status).toBe(200);
      const [mail = ''] = await mailsTo(api, email, 1);
      return { email, mail, ...unsubscribeLink(mail, api.baseUrl) };
    };

    it('sends one welcome mail with a List-Unsubscribe link on PUBLIC_URL, also in the text', async () => {
      const { email, mail, link } = await subscribed();
      const { unsubscribeToken } = await subscriberRow(email);
      expect(link).toBe(`${PUBLIC_URL}/api/newsletter/unsubscribe?token=${unsubscribeToken}`);
      expect(mail).toContain('Subject: Welcome to the Squad!');
      expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(textOf(mail)).toContain(link);
    });

    it('sends no second mail for a repeated signup', async () => {
      const { email } = await subscribed();
      expect((await signup(email)).status).toBe(200);
      await sleep(300);
      expect(await mailsTo(api, email, 2)).toHaveLength(1);
    });

    it('unsubscribes through the link with a small page, and shows the same page again', async () => {
      const { email, local } = await subscribed();
      const first = await fetch(local);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toMatch(/^text\/html/);
      expect(first.headers.get('cache-control')).toBe('no-store');
      const page = await first.text();
      expect(page).toContain('You are unsubscribed');
      expect(page).not.toMatch(/<script/i);
      const { unsubscribedAt } = await subscriberRow(email);
      expect(unsubscribedAt).toBeInstanceOf(Date);

      const again = await fetch(local);
      expect(again.status).toBe(200);
      expect(await again.text()).toBe(page);
      expect((await subscriberRow(email)).unsubscribedAt).toEqual(unsubscribedAt);
    });

    it('unsubscribes with a one-click POST to the same link', async () => {
      const { email, local } = await subscribed();
      const response = await fetch(local, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(response.status).toBe(200);
      expect(newsletterUnsubscribeResponseSchema.parse(await response.json()).status).toBe('unsubscribed');
      expect((await subscriberRow(email)).unsubscribedAt).toBeInstanceOf(Date);
    });

    it.each([
      ['unknown', `?token=${'A'.repeat(43)}`],
      ['malformed', '?token=not-a-token'],
      ['missing', ''],
    ])('answers an %s token with a 404 page, or a 404 error to a POST', async (_case, query) => {
      const response = await api.fetch(`/api/newsletter/unsubscribe${query}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('This unsubscribe link is not valid');
      const posted = await api.fetch(`/api/newsletter/unsubscribe${query}`, { method: 'POST' });
      expect(await expectError(posted, 404)).toEqual({
        code: 'NOT_FOUND',
        message: 'This unsubscribe link is not valid',
      });
    });

    it('welcomes an unsubscribed address that signs up again, with the same answer and link', async () => {
      const { email, local, link } = await subscribed();
      await fetch(local);
      const response = await signup(email);
      expect(await response.json()).toEqual({ status: 'subscribed', message: 'Welcome to the Squad!' });
      expect((await subscriberRow(email)).unsubscribedAt).toBeNull();
      const mails = await mailsTo(api, email, 2);
      expect(mails).toHaveLength(2);
      expect(unsubscribeLink(mails[1] ?? '', api.baseUrl).link).toBe(link);
    });
  },
  { env: { PUBLIC_URL, NEWSLETTER_SIGNUPS_PER_MINUTE: '10000' } },
);

const signupAsEvilHost = (api: ApiTestContext, email: string) =>
  requestWithHost(`${api.baseUrl}/api/newsletter/signup`, EVIL_HOST, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });

describeEachDatabase(
  'newsletter welcome mail with Host: evil.example',
  (api) => {
    it('links to PUBLIC_URL, never the Host header', async () => {
      const email = `fan-${randomUUID()}@example.com`;
      expect((await signupAsEvilHost(api, email)).status).toBe(200);
      const [mail = ''] = await mailsTo(api, email, 1);
      expect(unsubscribeLink(mail, api.baseUrl).link).toMatch(`${PUBLIC_URL}/api/newsletter/unsubscribe?token=`);
      expect(mail).not.toContain(EVIL_HOST);
    });
  },
  { drivers: ['pglite'], env: { PUBLIC_URL } },
);

describeEachDatabase(
  'newsletter welcome mail with Host: evil.example and no PUBLIC_URL',
  (api) => {
    it('links to http://localhost:PORT', async () => {
      const email = `fan-${randomUUID()}@example.com`;
      expect((await signupAsEvilHost(api, email)).status).toBe(200);
      const [mail = ''] = await mailsTo(api, email, 1);
      expect(unsubscribeLink(mail, api.baseUrl).link).toMatch(
        'http://localhost:4321/api/newsletter/unsubscribe?token=',
      );
      expect(mail).not.toContain(EVIL_HOST);
    });
  },
  { drivers: ['pglite'], env: { PORT: '4321' } },
);
