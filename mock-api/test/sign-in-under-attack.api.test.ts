import { expect, it } from 'vitest';
import type { StaffSessionResponse } from '@ps/shared/console-schemas';
import { ACCOUNT_MESSAGES, type AccountSessionResponse } from '@ps/shared/schemas';
import { browser, registerCustomer, uniqueEmail, type Browser } from './support/browser';
import { expectError } from './support/cart-client';
import { createStaffUser, STAFF_PASSWORD } from './support/staff';
import { describeEachDatabase } from './support/suite';
import { codeAt, enrolledStaff } from './support/two-factor';

let addresses = 0;
/** A client address of its own, so no other test's attempts count against it. */
const newAddress = () => ({ 'x-forwarded-for': `203.0.113.${(addresses += 1)}` });

const STAFF_LOGIN = '/api/admin/auth/login';
const CUSTOMER_LOGIN = '/api/account/login';

describeEachDatabase('sign-in under attack: atomic counts, owners let through, the member told', (api) => {
  /** A server behind one trusted proxy (client addresses from X-Forwarded-For) whose clock the test moves. */
  async function server() {
    const clock = { now: Date.now(), date: () => new Date(clock.now) };
    const baseUrl = await api.startServer({ TRUST_PROXY: 'loopback' }, { clock: () => new Date(clock.now) });
    return { baseUrl, clock };
  }

  /** A fresh browser with a session (and CSRF token) for this login path. */
  async function freshBrowser(baseUrl: string, login: string): Promise<Browser> {
    const page = browser(api, baseUrl);
    await page.session(login === STAFF_LOGIN ? '/api/admin/auth/session' : '/api/account/session');
    return page;
  }

  /** Every request starts before any is answered; the right password goes last, as guess 40. */
  async function fortyAtOnce(baseUrl: string, login: string, email: string, password: string) {
    const from = newAddress();
    const pages = await Promise.all(Array.from({ length: 40 }, () => freshBrowser(baseUrl, login)));
    const guesses = pages.map((page, index) =>
      page.post(login, { email, password: index === 39 ? password : `wrong guess ${index}` }, { headers: from }),
    );
    const statuses = (await Promise.all(guesses)).map((response) => response.status);
    return { statuses, rightOne: pages[39] as Browser };
  }

  it('when 40 staff sign-ins with the right password last arrive at once, then at most 5 passwords are checked and nobody signs in', async () => {
    const { baseUrl } = await server();
    const email = await createStaffUser(api, 'admin');
    const { statuses, rightOne } = await fortyAtOnce(baseUrl, STAFF_LOGIN, email, STAFF_PASSWORD);
    expect(statuses.filter((status) => status !== 429)).toEqual([401, 401, 401, 401, 401]);
    const failures = await api.db
      .selectFrom('auditLog')
      .select('id')
      .where('actorEmail', '=', email)
      .where('action', '=', 'staff.sign_in_failed')
      .execute();
    expect(failures).toHaveLength(5);
    expect((await rightOne.session<StaffSessionResponse>('/api/admin/auth/session')).user).toBeNull();
  });

  it('when 40 customer sign-ins with the right password last arrive at once, then at most 5 are checked and nobody signs in', async () => {
    const { baseUrl } = await server();
    const { email, password } = await registerCustomer(browser(api, baseUrl));
    const { statuses, rightOne } = await fortyAtOnce(baseUrl, CUSTOMER_LOGIN, email, password);
    expect(statuses.filter((status) => status !== 429)).toEqual([401, 401, 401, 401, 401]);
    expect((await rightOne.session<AccountSessionResponse>()).user).toBeNull();
  });

  it('when 60 sign-ins for different accounts arrive at once from one address, then exactly 50 are checked', async () => {
    const { baseUrl } = await server();
    const from = newAddress();
    const pages = await Promise.all(Array.from({ length: 60 }, () => freshBrowser(baseUrl, CUSTOMER_LOGIN)));
    const responses = await Promise.all(
      pages.map((page) => page.post(CUSTOMER_LOGIN, { email: uniqueEmail(), password: 'a guess' }, { headers: from })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(50);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  /** Five wrong passwords from each of three addresses: the account as a whole is under attack. */
  async function attackFromThreeAddresses(baseUrl: string, email: string) {
    for (let place = 0; place < 3; place += 1) {
      const from = newAddress();
      for (let guess = 0; guess < 5; guess += 1) {
        const page = await freshBrowser(baseUrl, STAFF_LOGIN);
        await page.post(STAFF_LOGIN, { email, password: `wrong ${place}-${guess}` }, { headers: from });
      }
    }
  }

  const signInAsOwner = (page: Browser, email: string, body: Record<string, unknown> = {}) =>
    page.post(STAFF_LOGIN, { email, password: STAFF_PASSWORD, ...body }, { headers: newAddress() });

  it('when an attacker is refused at one address, then the owner signs in with the right password from another', async () => {
    const { baseUrl } = await server();
    const email = await createStaffUser(api, 'admin');
    const attacker = newAddress();
    for (let guess = 0; guess < 6; guess += 1) {
      const page = await freshBrowser(baseUrl, STAFF_LOGIN);
      await page.post(STAFF_LOGIN, { email, password: `wrong ${guess}` }, { headers: attacker });
    }
    const refused = await (
      await freshBrowser(baseUrl, STAFF_LOGIN)
    ).post(STAFF_LOGIN, { email, password: STAFF_PASSWORD }, { headers: attacker });
    expect(await expectError(refused, 429)).toEqual({
      code: 'RATE_LIMITED',
      message: ACCOUNT_MESSAGES.tooManyAttempts,
    });
    expect((await signInAsOwner(await freshBrowser(baseUrl, STAFF_LOGIN), email)).status).toBe(200);
  });

  it('when attacks come from many addresses, then the account is slowed, not locked, and a known device signs in at once', async () => {
    const { baseUrl, clock } = await server();
    const email = await createStaffUser(api, 'admin');
    const ownBrowser = await freshBrowser(baseUrl, STAFF_LOGIN);
    await ownBrowser.json(await signInAsOwner(ownBrowser, email));
    expect((await ownBrowser.post('/api/admin/auth/logout')).status).toBe(200);
    await ownBrowser.session('/api/admin/auth/session');

    await attackFromThreeAddresses(baseUrl, email);
    const slowed = await signInAsOwner(await freshBrowser(baseUrl, STAFF_LOGIN), email);
    expect(await expectError(slowed, 429)).toEqual({ code: 'RATE_LIMITED', message: ACCOUNT_MESSAGES.signInSlowed });
    expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(30);

    const known = await signInAsOwner(ownBrowser, email);
    expect(known.status).toBe(200);
    expect((await known.json()) as StaffSessionResponse).toMatchObject({ user: { email } });

    clock.now += 31_000;
    expect((await signInAsOwner(await freshBrowser(baseUrl, STAFF_LOGIN), email)).status).toBe(200);
  });

  it('when the account is slowed, then the owner who sends a correct second factor with the password signs in fully', async () => {
    const { baseUrl, clock } = await server();
    const { email, secret } = await enrolledStaff(api, baseUrl, clock.date());
    await attackFromThreeAddresses(baseUrl, email);
    clock.now += 30_000;
    const attacker = await freshBrowser(baseUrl, STAFF_LOGIN);
    expect(
      (await attacker.post(STAFF_LOGIN, { email, password: 'one more guess' }, { headers: newAddress() })).status,
    ).toBe(401);
    expect((await signInAsOwner(await freshBrowser(baseUrl, STAFF_LOGIN), email)).status).toBe(429);

    const page = await freshBrowser(baseUrl, STAFF_LOGIN);
    expect((await expectError(await signInAsOwner(page, email, { code: '000000' }), 401)).code).toBe('INVALID_CODE');
    const signedIn = await signInAsOwner(page, email, { code: codeAt(secret, clock.date()) });
    expect(signedIn.status).toBe(200);
    expect((await signedIn.json()) as StaffSessionResponse).toMatchObject({ user: { email } });
    expect((await page.session<StaffSessionResponse>('/api/admin/auth/session')).user).toMatchObject({ email });
  });

  it('when the account comes under attack, then the member is mailed once for the attack window', async () => {
    const { baseUrl, clock } = await server();
    const email = await createStaffUser(api, 'staff');
    const warnings = async () =>
      (await api.db.selectFrom('mailOutbox').select('message').where('kind', '=', 'staff_sign_in_attack').execute())
        .map((row) => row.message)
        .filter((message) => message.to === email);

    await attackFromThreeAddresses(baseUrl, email);
    await attackFromThreeAddresses(baseUrl, email);
    const [warning, ...more] = await warnings();
    expect(more).toEqual([]);
    expect(warning?.subject).toBe('Many failed sign-ins on your Panic Squad staff account');

    clock.now += 16 * 60 * 1000;
    await attackFromThreeAddresses(baseUrl, email);
    expect(await warnings()).toHaveLength(2);
  });
});
