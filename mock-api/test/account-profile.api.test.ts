import { expect, it } from 'vitest';
import { ACCOUNT_PROFILE_MESSAGES, type AccountProfile, type AccountSessionResponse } from '@ps/shared/schemas';
import { browser, GOOD_PASSWORD, registerCustomer, signIn, uniqueEmail, type Browser } from './support/browser';
import { expectError } from './support/cart-client';
import { queuedMails } from './support/newsletter-mail';
import { waitForMail } from './support/outbox';
import { describeEachDatabase } from './support/suite';

const NEW_PASSWORD = 'a brand new passphrase';

/** The token of the `nth` e-mail-change link mailed to `email`. */
async function changeTokenFor(outboxDir: string, email: string, nth = 1) {
  const isChangeMail = (eml: string) => eml.includes(`To: ${email}`) && eml.includes('Subject: Confirm your new');
  const mail = (await waitForMail(outboxDir, isChangeMail, nth))[nth - 1] ?? '';
  const text = mail.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const token = /\/account\/confirm-email-change\?token=([\w-]{43})/.exec(text)?.[1];
  expect(token, `an e-mail-change link mailed to ${email}`).toBeDefined();
  return token ?? '';
}

const patch = (page: Browser, path: string, body: unknown) => page.call('PATCH', path, { body });

describeEachDatabase('the account page: profile, password and e-mail', (api) => {
  it('shows and renames the signed-in customer, and validates the name with its fields', async () => {
    const page = browser(api);
    const { email } = await registerCustomer(page);
    const profile = (await (await page.get('/api/account/profile')).json()) as AccountProfile;
    expect(profile).toEqual({ firstName: 'Jane', lastName: 'Doe', email, marketingEmails: false });

    const renamed = await patch(page, '/api/account/profile', { firstName: 'Riley', lastName: 'Nervous' });
    expect(await renamed.json()).toMatchObject({ firstName: 'Riley', lastName: 'Nervous', email });
    expect((await page.session<AccountSessionResponse>()).user?.name).toBe('Riley Nervous');

    const bad = await expectError(await patch(page, '/api/account/profile', { firstName: '', lastName: 'X' }), 400);
    expect(bad.code).toBe('VALIDATION_ERROR');
    expect(bad.fields).toHaveProperty('firstName');
  });

  it('answers 401 to a visitor on every profile route, and 403 to a write without the CSRF token', async () => {
    const visitor = browser(api);
    await visitor.session();
    expect((await expectError(await visitor.get('/api/account/profile'), 401)).code).toBe('UNAUTHORIZED');
    const rename = await patch(visitor, '/api/account/profile', { firstName: 'A', lastName: 'B' });
    expect(rename.status).toBe(401);
    const password = await visitor.post('/api/account/password', { currentPassword: 'x', password: NEW_PASSWORD });
    expect(password.status).toBe(401);
    const change = await visitor.post('/api/account/email-change', { email: uniqueEmail(), currentPassword: 'x' });
    expect(change.status).toBe(401);

    const page = browser(api);
    await registerCustomer(page);
    const noToken = await page.call('PATCH', '/api/account/profile', {
      body: { firstName: 'A', lastName: 'B' },
      csrf: null,
    });
    expect((await expectError(noToken, 403)).code).toBe('CSRF');
  });

  it('changes the password only with the current one, and signs out every other session', async () => {
    const here = browser(api);
    const { email } = await registerCustomer(here);
    const elsewhere = browser(api);
    expect((await signIn(elsewhere, email, GOOD_PASSWORD)).status).toBe(200);

    const wrong = await here.post('/api/account/password', {
      currentPassword: 'not it at all',
      password: NEW_PASSWORD,
    });
    expect((await expectError(wrong, 400)).fields).toEqual({ currentPassword: ACCOUNT_PROFILE_MESSAGES.wrongPassword });
    const weak = await here.post('/api/account/password', { currentPassword: GOOD_PASSWORD, password: 'short' });
    expect((await expectError(weak, 400)).fields).toHaveProperty('password');

    const done = await here.post('/api/account/password', { currentPassword: GOOD_PASSWORD, password: NEW_PASSWORD });
    expect(done.status).toBe(200);
    await here.json(done);
    expect((await here.session<AccountSessionResponse>()).user?.email).toBe(email);
    expect((await elsewhere.session<AccountSessionResponse>()).user).toBeNull();
    expect((await signIn(browser(api), email, GOOD_PASSWORD)).status).toBe(401);
    expect((await signIn(browser(api), email, NEW_PASSWORD)).status).toBe(200);
  });

  it('changes the e-mail only when the link mailed to the new address is opened, and tells the old address', async () => {
    const page = browser(api);
    const { email } = await registerCustomer(page);
    const newEmail = uniqueEmail('moved');

    const wrong = await page.post('/api/account/email-change', { email: newEmail, currentPassword: 'not it at all' });
    expect((await expectError(wrong, 400)).fields).toHaveProperty('currentPassword');
    const same = await page.post('/api/account/email-change', { email, currentPassword: GOOD_PASSWORD });
    expect((await expectError(same, 400)).fields).toEqual({ email: ACCOUNT_PROFILE_MESSAGES.sameEmail });

    const asked = await page.post('/api/account/email-change', { email: newEmail, currentPassword: GOOD_PASSWORD });
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ message: ACCOUNT_PROFILE_MESSAGES.emailChangeSent });
    const token = await changeTokenFor(api.outboxDir, newEmail);
    expect(((await (await page.get('/api/account/profile')).json()) as AccountProfile).email).toBe(email);

    const opener = browser(api);
    await opener.session();
    const confirmed = await opener.post('/api/account/email-change/confirm', { token });
    expect(await confirmed.json()).toEqual({ message: ACCOUNT_PROFILE_MESSAGES.emailChanged });
    expect(((await (await page.get('/api/account/profile')).json()) as AccountProfile).email).toBe(newEmail);
    const notice = (eml: string) => eml.includes(`To: ${email}`) && eml.includes('Subject: Your Panic Squad e-mail');
    expect(await waitForMail(api.outboxDir, notice)).toHaveLength(1);
    expect((await signIn(browser(api), newEmail, GOOD_PASSWORD)).status).toBe(200);

    const again = await expectError(await opener.post('/api/account/email-change/confirm', { token }), 400);
    expect(again.code).toBe('INVALID_TOKEN');
  });

  it('answers a taken address alike but mails it no link, and refuses a link whose address was taken meanwhile', async () => {
    const page = browser(api);
    await registerCustomer(page);
    const other = browser(api);
    const { email: taken } = await registerCustomer(other);
    const asked = await page.post('/api/account/email-change', { email: taken, currentPassword: GOOD_PASSWORD });
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ message: ACCOUNT_PROFILE_MESSAGES.emailChangeSent });
    // The outbox table, not its files: the mail is queued in the request's transaction or never.
    expect(await queuedMails(api, taken, 'email_change_confirm')).toBe(0);

    const wanted = uniqueEmail('wanted');
    await page.post('/api/account/email-change', { email: wanted, currentPassword: GOOD_PASSWORD });
    expect(await queuedMails(api, wanted, 'email_change_confirm')).toBe(1);
    const token = await changeTokenFor(api.outboxDir, wanted);
    const third = browser(api);
    await registerCustomer(third, { email: wanted });
    const refused = await expectError(await third.post('/api/account/email-change/confirm', { token }), 409);
    expect(refused).toMatchObject({ code: 'CONFLICT', message: ACCOUNT_PROFILE_MESSAGES.emailTaken });
  });

  it('refuses a malformed link with the token field', async () => {
    const page = browser(api);
    await page.session();
    const bad = await expectError(await page.post('/api/account/email-change/confirm', { token: 'short' }), 400);
    expect(bad.fields).toHaveProperty('token');
  });
});
