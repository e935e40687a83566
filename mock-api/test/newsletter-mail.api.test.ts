import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  newsletterConfirmResponseSchema,
  newsletterSignupResponseSchema,
  newsletterUnsubscribeResponseSchema,
} from '@ps/shared/schemas';
import { expectError } from './support/cart-client';
import { EVIL_HOST, requestWithHost } from './support/host-header';
import { CONFIRM_SUBJECT, linkTo, mailsTo, onServer, queuedMails, WELCOME_SUBJECT } from './support/newsletter-mail';
import { describeEachDatabase, type ApiTestContext } from './support/suite';

const PUBLIC_URL = 'https://panicsquad.example';

/** The List-Unsubscribe link, and the same on the test server. */
function unsubscribeLink(mail: string, baseUrl: string): { link: string; local: string } {
  const link = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(mail)?.[1] ?? '';
  return { link, local: onServer(link, baseUrl) };
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describeEachDatabase(
  'newsletter double opt-in, welcome mail and unsubscribe',
  (api) => {
    const signup = (email: string) =>
      api.fetch('/api/newsletter/signup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, source: 'newsletter_popup' }),
      });
    const confirm = (token: string) =>
      api.fetch('/api/newsletter/confirm', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token }),
      });
    const subscriberRow = (email: string) =>
      api.db.selectFrom('newsletterSubscribers').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    const pending = async () => {
      const email = `fan-${randomUUID()}@example.com`;
      expect((await signup(email)).status).toBe(200);
      const [mail = ''] = await mailsTo(api, email, CONFIRM_SUBJECT);
      return { email, mail, confirmLink: linkTo(mail, '/newsletter/confirm') };
    };
    const subscribed = async () => {
      const { email, confirmLink } = await pending();
      expect((await confirm(tokenOf(confirmLink))).status).toBe(200);
      const [mail = ''] = await mailsTo(api, email, WELCOME_SUBJECT);
      return { email, mail, ...unsubscribeLink(mail, api.baseUrl) };
    };

    it('sends only a confirm mail with a single-use link to the confirm page on PUBLIC_URL, and stores no subscriber yet', async () => {
      const { email, mail, confirmLink } = await pending();
      expect(confirmLink).toMatch(new RegExp(`^${PUBLIC_URL}/newsletter/confirm\\?token=[\\w-]{43}$`));
      expect(mail).not.toContain('List-Unsubscribe');
      const row = await subscriberRow(email);
      expect(row.confirmedAt).toBeNull();
      // Only the hash is kept: the database alone cannot confirm anyone.
      expect(row.confirmTokenHash).not.toBe(tokenOf(confirmLink));
      expect(await queuedMails(api, email, 'newsletter_welcome')).toBe(0);
    });

    it('confirms once, then sends one welcome with the EP and unsubscribe links; the token is used up', async () => {
      const { email, confirmLink } = await pending();
      const response = await confirm(tokenOf(confirmLink));
      expect(response.status).toBe(200);
      expect(newsletterConfirmResponseSchema.parse(await response.json()).status).toBe('confirmed');
      expect((await subscriberRow(email)).confirmedAt).toBeInstanceOf(Date);

      const again = await confirm(tokenOf(confirmLink));
      expect(await expectError(again, 404)).toEqual({
        code: 'INVALID_TOKEN',
        message: 'This confirmation link is not valid or has been used already',
      });
      const welcomes = await mailsTo(api, email, WELCOME_SUBJECT);
      expect(await queuedMails(api, email, 'newsletter_welcome')).toBe(1);
      const [welcome = ''] = welcomes;
      const { unsubscribeToken, id } = await subscriberRow(email);
      expect(unsubscribeLink(welcome, api.baseUrl).link).toBe(
        `${PUBLIC_URL}/api/newsletter/unsubscribe?token=${unsubscribeToken}`,
      );
      expect(linkTo(welcome, '/api/free-ep/download')).toMatch(
        new RegExp(`^${PUBLIC_URL}/api/free-ep/download\\?subscriber=${id}&expires=\\d+&signature=[\\w-]{43}$`),
      );
      expect(welcome).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    });

    it('refuses an expired confirm link with 410 and confirms nobody', async () => {
      const { email, confirmLink } = await pending();
      await api.db
        .updateTable('newsletterSubscribers')
        .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
        .where('email', '=', email)
        .execute();
      expect(await expectError(await confirm(tokenOf(confirmLink)), 410)).toMatchObject({ code: 'LINK_EXPIRED' });
      expect((await subscriberRow(email)).confirmedAt).toBeNull();
    });

    it.each([
      ['unknown', 'A'.repeat(43)],
      ['malformed', 'not-a-token'],
    ])('refuses an %s confirm token with 404', async (_case, token) => {
      expect(await expectError(await confirm(token), 404)).toMatchObject({ code: 'INVALID_TOKEN' });
    });

    it('sends a fresh confirm link to a pending address that signs up again; the old one stops working', async () => {
      const { email, confirmLink } = await pending();
      expect((await signup(email)).status).toBe(200);
      const mails = await mailsTo(api, email, CONFIRM_SUBJECT, 2);
      expect(mails).toHaveLength(2);
      const fresh = linkTo(mails[1] ?? '', '/newsletter/confirm');
      expect(fresh).not.toBe(confirmLink);
      expect((await confirm(tokenOf(confirmLink))).status).toBe(404);
      expect((await confirm(tokenOf(fresh))).status).toBe(200);
    });

    it('sends no mail at all to a confirmed subscriber who signs up again', async () => {
      const { email } = await subscribed();
      expect((await signup(email)).status).toBe(200);
      expect(await queuedMails(api, email, 'newsletter_confirm')).toBe(1);
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

    it('asks an unsubscribed address that signs up again to confirm again, then welcomes it with the same unsubscribe link', async () => {
      const { email, local, link } = await subscribed();
      await fetch(local);
      const response = await signup(email);
      expect(newsletterSignupResponseSchema.parse(await response.json()).status).toBe('confirmation_sent');
      const row = await subscriberRow(email);
      expect(row).toMatchObject({ unsubscribedAt: null, confirmedAt: null });
      const confirms = await mailsTo(api, email, CONFIRM_SUBJECT, 2);
      expect((await confirm(tokenOf(linkTo(confirms[1] ?? '', '/newsletter/confirm')))).status).toBe(200);
      const welcomes = await mailsTo(api, email, WELCOME_SUBJECT, 2);
      expect(welcomes).toHaveLength(2);
      expect(unsubscribeLink(welcomes[1] ?? '', api.baseUrl).link).toBe(link);
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
  'newsletter confirm mail with Host: evil.example',
  (api) => {
    it('links to PUBLIC_URL, never the Host header', async () => {
      const email = `fan-${randomUUID()}@example.com`;
      expect((await signupAsEvilHost(api, email)).status).toBe(200);
      const [mail = ''] = await mailsTo(api, email, CONFIRM_SUBJECT);
      expect(linkTo(mail, '/newsletter/confirm')).toMatch(`${PUBLIC_URL}/newsletter/confirm?token=`);
      expect(mail).not.toContain(EVIL_HOST);
    });
  },
  { drivers: ['pglite'], env: { PUBLIC_URL } },
);

describeEachDatabase(
  'newsletter confirm mail with Host: evil.example and no PUBLIC_URL',
  (api) => {
    it('links to http://localhost:PORT', async () => {
      const email = `fan-${randomUUID()}@example.com`;
      expect((await signupAsEvilHost(api, email)).status).toBe(200);
      const [mail = ''] = await mailsTo(api, email, CONFIRM_SUBJECT);
      expect(linkTo(mail, '/newsletter/confirm')).toMatch('http://localhost:4321/newsletter/confirm?token=');
      expect(mail).not.toContain(EVIL_HOST);
    });
  },
  { drivers: ['pglite'], env: { PORT: '4321' } },
);
