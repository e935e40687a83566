import { expect, it } from 'vitest';
import { ERASED_CUSTOMER } from '@ps/shared/console-schemas';
import { ACCOUNT_PROFILE_MESSAGES, type AccountProfile, type AccountSessionResponse } from '@ps/shared/schemas';
import { browser, GOOD_PASSWORD, registerCustomer, signIn } from './support/browser';
import { expectError } from './support/cart-client';
import { createOrder } from './support/factories';
import { describeEachDatabase } from './support/suite';

const HOME = {
  firstName: 'Jane',
  lastName: 'Doe',
  address1: '12 Garage Lane',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'US',
};

describeEachDatabase('the account page: marketing choice, my data and deleting the account', (api) => {
  it('sets the marketing choice, and refuses a value that is not true or false', async () => {
    const page = browser(api);
    await registerCustomer(page);
    const on = await page.call('PUT', '/api/account/marketing', { body: { marketingEmails: true } });
    expect(((await on.json()) as AccountProfile).marketingEmails).toBe(true);
    const bad = await page.call('PUT', '/api/account/marketing', { body: { marketingEmails: 'yes' } });
    expect((await expectError(bad, 400)).fields).toHaveProperty('marketingEmails');
    const profile = (await (await page.get('/api/account/profile')).json()) as AccountProfile;
    expect(profile.marketingEmails).toBe(true);
  });

  it("downloads the customer's own data as a JSON file, with the address book", async () => {
    const page = browser(api);
    const { email } = await registerCustomer(page, { marketingEmails: true });
    await page.post('/api/account/address-book', HOME);
    const response = await page.get('/api/account/data');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="?panic-squad-my-data\.json"?$/);
    const data = (await response.json()) as Record<string, unknown>;
    expect(data).toMatchObject({
      email,
      account: { email, firstName: 'Jane', lastName: 'Doe', marketingEmails: true },
      addressBook: [{ address: { address1: '12 Garage Lane' }, isDefaultShipping: false }],
      orders: [],
    });
  });

  it('deletes the account only with the current password, signs out everywhere, and keeps its orders without the person', async () => {
    const page = browser(api);
    const { email } = await registerCustomer(page);
    const order = await createOrder(api.db, { email, status: 'confirmed', paymentStatus: 'paid' });
    const elsewhere = browser(api);
    expect((await signIn(elsewhere, email, GOOD_PASSWORD)).status).toBe(200);
    await page.post('/api/account/address-book', HOME);

    const wrong = await page.post('/api/account/delete', { currentPassword: 'not it at all' });
    expect((await expectError(wrong, 400)).fields).toEqual({ currentPassword: ACCOUNT_PROFILE_MESSAGES.wrongPassword });
    const noToken = await page.call('POST', '/api/account/delete', {
      body: { currentPassword: GOOD_PASSWORD },
      csrf: null,
    });
    expect((await expectError(noToken, 403)).code).toBe('CSRF');

    const done = await page.post('/api/account/delete', { currentPassword: GOOD_PASSWORD });
    expect(await done.json()).toEqual({ message: ACCOUNT_PROFILE_MESSAGES.accountDeleted });
    expect((await page.session<AccountSessionResponse>()).user).toBeNull();
    expect((await elsewhere.session<AccountSessionResponse>()).user).toBeNull();
    expect((await signIn(browser(api), email, GOOD_PASSWORD)).status).toBe(401);
    const left = await api.db.selectFrom('customers').select('id').where('email', '=', email).execute();
    expect(left).toEqual([]);
    const kept = await api.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ customerEmail: ERASED_CUSTOMER.email, shippingAddress: { address1: 'Erased' } });
    expect(kept.anonymisedAt).not.toBeNull();
  });

  it('answers 401 to a visitor on every route', async () => {
    const visitor = browser(api);
    await visitor.session();
    expect((await visitor.call('PUT', '/api/account/marketing', { body: { marketingEmails: true } })).status).toBe(401);
    expect((await visitor.get('/api/account/data')).status).toBe(401);
    expect((await visitor.post('/api/account/delete', { currentPassword: GOOD_PASSWORD })).status).toBe(401);
  });
});
