import { expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, accountSessionResponseSchema, type AccountSessionResponse } from '@ps/shared/schemas';
import { browser, parseSetCookie, registerCustomer, signIn, uniqueEmail } from './support/browser';
import { expectError } from './support/cart-client';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('customer accounts: register, sign in, sessions and CSRF', (api) => {
  const cookieOf = (name: string) => (lines: string[]) =>
    lines.map(parseSetCookie).find((cookie) => cookie.name === name);
  const sessionCookieOf = cookieOf('ps_session');
  /** Before sign-in the sign-in form's CSRF token lives in a cookie only, so a visit stores no session row. */
  const formTokenCookieOf = cookieOf('ps_form_token');

  it('registers an account, signs it in by the mailed link and answers the session with the user', async () => {
    const page = browser(api);
    const anonymous = accountSessionResponseSchema.parse(await page.session());
    expect(anonymous).toMatchObject({ user: null, cartSessionId: null });

    const { email, answer } = await registerCustomer(page, { firstName: 'Ada', lastName: 'Lovelace' });
    expect(answer).toMatchObject({ user: { email, name: 'Ada Lovelace' }, cartSessionId: page.state.cartSessionId });
    const session = accountSessionResponseSchema.parse(await page.session());
    expect(session.user).toEqual({ email, name: 'Ada Lovelace' });
  });

  it('refuses a short or common password beside the right field', async () => {
    const page = browser(api);
    await page.session();
    const body = { email: uniqueEmail(), firstName: 'Jo', lastName: 'Doe' };
    const short = await expectError(await page.post('/api/account/register', { ...body, password: 'Short1!' }), 400);
    expect(short.fields).toEqual({ password: ACCOUNT_MESSAGES.passwordTooShort });
    const common = await expectError(
      await page.post('/api/account/register', { ...body, password: 'password123' }),
      400,
    );
    expect(common.fields).toEqual({ password: ACCOUNT_MESSAGES.passwordTooCommon });
  });

  it('answers a wrong password and an unknown e-mail exactly alike', async () => {
    const { email } = await registerCustomer(browser(api));
    const wrongPassword = await signIn(browser(api), email, 'not the password at all');
    const unknownEmail = await signIn(browser(api), uniqueEmail('nobody'), 'not the password at all');
    const bodies = [await expectError(wrongPassword, 401), await expectError(unknownEmail, 401)];
    expect(bodies[0]).toEqual({ code: 'INVALID_CREDENTIALS', message: ACCOUNT_MESSAGES.invalidCredentials });
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it('sets HttpOnly, SameSite=Lax cookies on /api, without Secure over plain http: the form token, then the session', async () => {
    const page = browser(api);
    await page.session();
    const formToken = formTokenCookieOf(page.state.lastSetCookies);
    await registerCustomer(page);
    const session = sessionCookieOf(page.state.lastSetCookies);
    for (const cookie of [formToken, session]) {
      expect(cookie?.value).toMatch(/^[\w-]{43}$/);
      expect(cookie?.attrs.has('httponly')).toBe(true);
      expect(cookie?.attrs.get('samesite')).toBe('Lax');
      expect(cookie?.attrs.get('path')).toBe('/api');
      expect(cookie?.attrs.has('secure')).toBe(false);
    }
  });

  it('marks the cookies Secure when PUBLIC_URL is https', async () => {
    const page = browser(api, await api.startServer({ PUBLIC_URL: 'https://shop.example' }));
    await page.session();
    expect(formTokenCookieOf(page.state.lastSetCookies)?.attrs.has('secure')).toBe(true);
    await registerCustomer(page);
    expect(sessionCookieOf(page.state.lastSetCookies)?.attrs.has('secure')).toBe(true);
    expect(cookieOf('ps_page_session')(page.state.lastSetCookies)?.attrs.has('secure')).toBe(true);
    expect(cookieOf('ps_checkout_page_session')(page.state.lastSetCookies)?.attrs.has('secure')).toBe(true);
  });

  it('gives a new session id at sign-in; the id from before no longer works', async () => {
    const { email, password } = await registerCustomer(browser(api));
    const page = browser(api);
    await page.session();
    const before = page.jar.get('ps_session')?.value;
    const response = await signIn(page, email, password);
    expect(response.status).toBe(200);
    const after = page.jar.get('ps_session')?.value;
    expect(after).toBeDefined();
    expect(after).not.toBe(before);

    const replay = await api.fetch('/api/account/session', { headers: { cookie: `ps_session=${before}` } });
    const replayed = (await replay.json()) as AccountSessionResponse;
    expect(replayed.user).toBeNull();
  });

  it('signs out on the server: the old cookie, replayed, is signed out too', async () => {
    const page = browser(api);
    await registerCustomer(page);
    const stolen = page.cookieHeader('/api/account/session');
    expect((await page.post('/api/account/logout')).status).toBe(200);
    expect((await page.session<AccountSessionResponse>()).user).toBeNull();
    const replay = await api.fetch('/api/account/session', { headers: { cookie: stolen } });
    expect(((await replay.json()) as AccountSessionResponse).user).toBeNull();
  });

  it('refuses a write with a missing or wrong CSRF token, and takes the right one', async () => {
    const { email, password } = await registerCustomer(browser(api));
    const page = browser(api);
    await page.session();
    const body = { email, password };
    const missing = await expectError(await page.post('/api/account/login', body, { csrf: null }), 403);
    expect(missing.code).toBe('CSRF');
    const wrong = await page.post('/api/account/login', body, { csrf: 'x'.repeat(43) });
    expect((await expectError(wrong, 403)).code).toBe('CSRF');
    const noSession = await expectError(await browser(api).post('/api/account/login', body, { csrf: null }), 403);
    expect(noSession.code).toBe('CSRF');
    expect((await page.post('/api/account/login', body)).status).toBe(200);
    const loggedIn = await page.session<AccountSessionResponse>();
    expect((await expectError(await page.post('/api/account/logout', undefined, { csrf: null }), 403)).code).toBe(
      'CSRF',
    );
    expect(loggedIn.user?.email).toBe(email);
  });

  it('asks for sign-in before listing the account orders', async () => {
    expect((await expectError(await browser(api).get('/api/account/orders'), 401)).code).toBe('UNAUTHORIZED');
  });
});
