import { expect, it } from 'vitest';
import {
  ADDRESS_BOOK_LIMIT,
  ADDRESS_BOOK_MESSAGES,
  type AccountAddressesResponse,
  type AddressBookResponse,
  type SavedAddress,
} from '@ps/shared/schemas';
import { browser, registerCustomer, type Browser } from './support/browser';
import { expectError } from './support/cart-client';
import { describeEachDatabase } from './support/suite';

const HOME = {
  firstName: 'Riley',
  lastName: 'Nervous',
  address1: '12 Garage Lane',
  city: 'Austin',
  state: 'texas',
  postalCode: '78701',
  country: 'US',
};
const WORK = { ...HOME, address1: '500 Office Park', city: 'Dallas', postalCode: '75201' };

async function signedInCustomer(api: Parameters<typeof browser>[0]) {
  const page = browser(api);
  await registerCustomer(page);
  return page;
}

const put = (page: Browser, id: number, body: unknown) => page.call('PUT', `/api/account/address-book/${id}`, { body });
const remove = (page: Browser, id: number) => page.call('DELETE', `/api/account/address-book/${id}`);
const book = async (page: Browser) =>
  ((await (await page.get('/api/account/address-book')).json()) as AddressBookResponse).addresses;

describeEachDatabase('the account page: address book', (api) => {
  it('adds, edits and deletes addresses, normalised like checkout, with one default of each kind', async () => {
    const page = await signedInCustomer(api);
    expect(await book(page)).toEqual([]);

    const added = await page.post('/api/account/address-book', {
      ...HOME,
      defaultShipping: true,
      defaultBilling: true,
    });
    expect(added.status).toBe(201);
    const home = (await added.json()) as SavedAddress;
    expect(home).toMatchObject({
      address1: '12 Garage Lane',
      state: 'TX',
      defaultShipping: true,
      defaultBilling: true,
    });

    const work = (await (
      await page.post('/api/account/address-book', { ...WORK, defaultShipping: true })
    ).json()) as SavedAddress;
    const afterWork = await book(page);
    expect(afterWork.map((entry) => [entry.id, entry.defaultShipping, entry.defaultBilling])).toEqual([
      [work.id, true, false],
      [home.id, false, true],
    ]);

    const edited = await put(page, home.id, {
      ...HOME,
      address1: '13 Garage Lane',
      defaultShipping: true,
      defaultBilling: true,
    });
    expect(await edited.json()).toMatchObject({ id: home.id, address1: '13 Garage Lane', defaultShipping: true });
    expect((await book(page)).find((entry) => entry.id === work.id)?.defaultShipping).toBe(false);

    expect((await remove(page, work.id)).status).toBe(204);
    expect((await book(page)).map((entry) => entry.id)).toEqual([home.id]);
  });

  it('gives checkout the defaults, and the latest order only for a kind without one', async () => {
    const page = await signedInCustomer(api);
    const none = (await (await page.get('/api/account/addresses')).json()) as AccountAddressesResponse;
    expect(none).toEqual({ shippingAddress: null, billingAddress: null });
    await page.post('/api/account/address-book', { ...WORK, defaultShipping: true });
    const some = (await (await page.get('/api/account/addresses')).json()) as AccountAddressesResponse;
    expect(some.shippingAddress).toMatchObject({ address1: '500 Office Park', state: 'TX' });
    expect(some.billingAddress).toBeNull();
  });

  it("answers 404 for another customer's address on every route and leaves it as it was", async () => {
    const owner = await signedInCustomer(api);
    const other = await signedInCustomer(api);
    const mine = (await (await owner.post('/api/account/address-book', HOME)).json()) as SavedAddress;

    expect(await book(other)).toEqual([]);
    const edit = await expectError(await put(other, mine.id, WORK), 404);
    expect(edit).toMatchObject({ code: 'NOT_FOUND', message: ADDRESS_BOOK_MESSAGES.notFound });
    expect((await expectError(await remove(other, mine.id), 404)).code).toBe('NOT_FOUND');
    expect((await book(owner))[0]).toMatchObject({ id: mine.id, address1: HOME.address1 });
  });

  it('refuses bad input with its fields, a visitor with 401 and a write without the CSRF token with 403', async () => {
    const page = await signedInCustomer(api);
    const bad = await expectError(
      await page.post('/api/account/address-book', { ...HOME, postalCode: 'ABC', state: 'Ontario', firstName: '' }),
      400,
    );
    expect(bad.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(bad.fields ?? {})).toEqual(expect.arrayContaining(['postalCode', 'state', 'firstName']));
    expect((await expectError(await put(page, 0, HOME), 400)).fields).toHaveProperty('id');
    expect(await book(page)).toEqual([]);

    const noToken = await page.call('POST', '/api/account/address-book', { body: HOME, csrf: null });
    expect((await expectError(noToken, 403)).code).toBe('CSRF');

    const visitor = browser(api);
    await visitor.session();
    expect((await visitor.get('/api/account/address-book')).status).toBe(401);
    expect((await visitor.post('/api/account/address-book', HOME)).status).toBe(401);
    expect((await put(visitor, 1, HOME)).status).toBe(401);
    expect((await remove(visitor, 1)).status).toBe(401);
  });

  it(`keeps at most ${ADDRESS_BOOK_LIMIT} addresses, even when they are added at the same moment`, async () => {
    const page = await signedInCustomer(api);
    const answers = await Promise.all(
      Array.from({ length: ADDRESS_BOOK_LIMIT + 2 }, (_, index) =>
        page.post('/api/account/address-book', {
          ...HOME,
          address1: `${index + 1} Garage Lane`,
          defaultShipping: true,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(ADDRESS_BOOK_LIMIT);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(2);
    const saved = await book(page);
    expect(saved).toHaveLength(ADDRESS_BOOK_LIMIT);
    expect(saved.filter((entry) => entry.defaultShipping)).toHaveLength(1);
  });
});
