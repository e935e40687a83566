import path from 'node:path';
import { expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type AccountSessionResponse } from '@ps/shared/schemas';
import { browser, registerCustomer, signIn, uniqueEmail } from './support/browser';
import { expectError } from './support/cart-client';
import { readOutbox, waitForMail } from './support/outbox';
import { describeEachDatabase } from './support/suite';

const NEW_PASSWORD = 'a brand new passphrase';

/** The mail's text with quoted-printable undone (=3D back to =). */
const textOf = (mail: string) =>
  mail.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describeEachDatabase('customer password reset by one-time link', (api) => {
  /** A server whose clock the test moves, mailing into the suite's outbox. */
  async function serverWithClock() {
    const clock = { now: Date.now() };
    const env = { PUBLIC_URL: 'https://shop.example', DATA_DIR: path.dirname(api.outboxDir) };
    const baseUrl = await api.startServer(env, { clock: () => new Date(clock.now) });
    return { baseUrl, clock };
  }

  /** Asks for a link for `email` and reads its token from the `nth` mail to that address. */
  async function requestLink(baseUrl: string, email: string, nth = 1) {
    const page = browser(api, baseUrl);
    await page.session();
    const response = await page.post('/api/account/password-reset', { email });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
    // The account's welcome went to the same address first.
    const isResetMail = (eml: string) => eml.includes(`To: ${email}`) && eml.includes('Subject: Choose a new');
    const mail = (await waitForMail(api.outboxDir, isResetMail, nth))[nth - 1];
    const link = /https:\/\/shop\.example\/account\/reset-password\?token=([\w-]{43})/.exec(textOf(mail ?? ''));
    expect(link, 'the mail carries a link from PUBLIC_URL').not.toBeNull();
    return link?.[1] ?? '';
  }

  async function confirm(baseUrl: string, token: string, password = NEW_PASSWORD) {
    const page = browser(api, baseUrl);
    await page.session();
    return page.post('/api/account/password-reset/confirm', { token, password });
  }

  it('answers 202 to an unknown e-mail too, and mails nobody', async () => {
    const page = browser(api);
    await page.session();
    const before = (await readOutbox(api.outboxDir)).length;
    const response = await page.post('/api/account/password-reset', { email: uniqueEmail('nobody') });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
    expect((await readOutbox(api.outboxDir)).length).toBe(before);
  });

  it('sets the new password with the link once, signs the account out everywhere, and refuses the link again', async () => {
    const { baseUrl } = await serverWithClock();
    const signedIn = browser(api, baseUrl);
    const { email, password } = await registerCustomer(signedIn);
    const token = await requestLink(baseUrl, email);

    const done = await confirm(baseUrl, token);
    expect(await done.json()).toEqual({ message: ACCOUNT_MESSAGES.resetDone });
    expect((await signedIn.session<AccountSessionResponse>()).user).toBeNull();
    expect((await signIn(browser(api, baseUrl), email, password)).status).toBe(401);
    expect((await signIn(browser(api, baseUrl), email, NEW_PASSWORD)).status).toBe(200);

    const again = await expectError(await confirm(baseUrl, token, 'yet another passphrase'), 400);
    expect(again).toMatchObject({ code: 'INVALID_TOKEN', message: ACCOUNT_MESSAGES.invalidResetLink });
  });

  it('takes a link for 30 minutes and refuses it after', async () => {
    const { baseUrl, clock } = await serverWithClock();
    const { email } = await registerCustomer(browser(api, baseUrl));
    const late = await requestLink(baseUrl, email, 1);
    clock.now += 31 * 60 * 1000;
    expect((await expectError(await confirm(baseUrl, late), 400)).code).toBe('INVALID_TOKEN');
    const inTime = await requestLink(baseUrl, email, 2);
    clock.now += 29 * 60 * 1000;
    expect((await confirm(baseUrl, inTime)).status).toBe(200);
  });

  it('ends an older unused link when a newer one is sent, and it stays dead after the newer one is used', async () => {
    const { baseUrl } = await serverWithClock();
    const { email } = await registerCustomer(browser(api, baseUrl));
    const [older, newer] = [await requestLink(baseUrl, email, 1), await requestLink(baseUrl, email, 2)];
    expect((await expectError(await confirm(baseUrl, older), 400)).code).toBe('INVALID_TOKEN');
    expect((await confirm(baseUrl, newer)).status).toBe(200);
    const afterUse = await confirm(baseUrl, older, 'yet another passphrase');
    expect((await expectError(afterUse, 400)).code).toBe('INVALID_TOKEN');
    expect((await signIn(browser(api, baseUrl), email, NEW_PASSWORD)).status).toBe(200);
  });
});
