import path from 'node:path';
import { expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type AccountSessionResponse } from '@ps/shared/schemas';
import { browser, confirmTokenFor, GOOD_PASSWORD, registerCustomer, signIn, uniqueEmail } from './support/browser';
import { expectError } from './support/cart-client';
import { mailsTo, queuedMails } from './support/newsletter-mail';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('sign-up confirms the address by a mailed link', (api) => {
  const signUp = async (email: string, password = GOOD_PASSWORD) => {
    const page = browser(api);
    await page.session();
    const response = await page.post('/api/account/register', { email, password, firstName: 'Jo', lastName: 'Doe' });
    return { page, response, body: await response.text() };
  };
  /** Opens the link in a browser of its own, as from the mail. */
  const confirmElsewhere = async (token: string) => {
    const page = browser(api);
    await page.session();
    return page.post('/api/account/confirm', { token });
  };
  const setsSession = (page: ReturnType<typeof browser>) =>
    page.state.lastSetCookies.some((line) => line.startsWith('ps_session='));

  it('answers a taken and a new address byte for byte alike, signs neither in, and mails the owner', async () => {
    const { email: taken } = await registerCustomer(browser(api));
    const fresh = uniqueEmail('new');
    const forTaken = await signUp(taken, 'another long passphrase');
    const forFresh = await signUp(fresh);

    expect(forTaken.response.status).toBe(202);
    expect(forFresh.response.status).toBe(forTaken.response.status);
    expect(forFresh.body).toBe(forTaken.body);
    expect(JSON.parse(forFresh.body)).toEqual({ message: ACCOUNT_MESSAGES.confirmationSent });
    for (const { page } of [forTaken, forFresh]) {
      expect(setsSession(page)).toBe(false);
      expect((await page.session<AccountSessionResponse>()).user).toBeNull();
    }

    const [note] = await mailsTo(api, taken, 'You already have a Panic Squad account');
    expect(note).toContain('/account/sign-in');
    expect(note).toContain('/account/forgot-password');
    expect(await queuedMails(api, taken, 'account_exists')).toBe(1);
    expect(await queuedMails(api, fresh, 'account_confirm')).toBe(1);
    expect(await queuedMails(api, fresh, 'account_exists')).toBe(0);
  });

  it('signs in with the confirm link, welcomes once, and refuses the used link', async () => {
    const email = uniqueEmail();
    const { page } = await signUp(email);
    expect(await queuedMails(api, email, 'account_welcome')).toBe(0);
    const token = await confirmTokenFor(api.outboxDir, email);

    const confirmed = await page.post('/api/account/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect((await page.json<AccountSessionResponse>(confirmed)).user).toEqual({ email, name: 'Jo Doe' });
    expect((await page.session<AccountSessionResponse>()).user?.email).toBe(email);
    expect(await queuedMails(api, email, 'account_welcome')).toBe(1);

    const again = await expectError(await confirmElsewhere(token), 400);
    expect(again).toMatchObject({ code: 'INVALID_TOKEN', message: ACCOUNT_MESSAGES.invalidConfirmLink });
    expect(await queuedMails(api, email, 'account_welcome')).toBe(1);
    expect((await signIn(browser(api), email, GOOD_PASSWORD)).status).toBe(200);
  });

  it('keeps an unconfirmed account signed out; the right password gets a new link that ends the old one', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const first = await confirmTokenFor(api.outboxDir, email);

    expect((await expectError(await signIn(browser(api), email, 'not the password at all'), 401)).code).toBe(
      'INVALID_CREDENTIALS',
    );
    const page = browser(api);
    const refused = await expectError(await signIn(page, email, GOOD_PASSWORD), 403);
    expect(refused).toMatchObject({ code: 'EMAIL_NOT_CONFIRMED', message: ACCOUNT_MESSAGES.emailNotConfirmed });
    expect(setsSession(page)).toBe(false);

    const second = await confirmTokenFor(api.outboxDir, email, 2);
    expect(second).not.toBe(first);
    expect((await expectError(await confirmElsewhere(first), 400)).code).toBe('INVALID_TOKEN');
    expect((await confirmElsewhere(second)).status).toBe(200);
  });

  it('builds the mailed links from PUBLIC_URL', async () => {
    const env = { PUBLIC_URL: 'https://shop.example', DATA_DIR: path.dirname(api.outboxDir) };
    const baseUrl = await api.startServer(env);
    const email = uniqueEmail();
    const page = browser(api, baseUrl);
    await page.session();
    await page.post('/api/account/register', { email, password: GOOD_PASSWORD, firstName: 'Jo', lastName: 'Doe' });
    const [mail] = await mailsTo(api, email, 'Confirm your e-mail');
    expect(mail).toMatch(/https:\/\/shop\.example\/account\/confirm\?token=[\w-]{43}/);
  });
});
