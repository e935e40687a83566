import { describe, expect, it } from 'vitest';
import type { Address, AddressInput } from '@ps/shared/schemas';
import { startingBilling, startingShippingAddress } from './starting-address';

const home: Address = {
  firstName: 'Jane',
  lastName: 'Doe',
  address1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  country: 'US',
  phone: '+1 555 123 4567',
};
const office: Address = { ...home, address1: '9 Office Park', company: 'Panic Inc.' };
const blank = { firstName: '', country: 'US' } as AddressInput;
const none = { shippingAddress: null, billingAddress: null };

describe('where checkout addresses start', () => {
  it("starts shipping from this checkout's address, else the account's last one, else blank", () => {
    expect(startingShippingAddress(office, { shippingAddress: home, billingAddress: home }, blank)).toMatchObject({
      address1: '9 Office Park',
    });
    expect(startingShippingAddress(null, { shippingAddress: home, billingAddress: home }, blank)).toEqual({
      ...home,
      company: '',
      address2: '',
    });
    expect(startingShippingAddress(null, none, blank)).toBe(blank);
  });

  it('keeps billing "same as shipping" unless the last order was billed elsewhere, then fills that address in', () => {
    expect(startingBilling(none)).toEqual({ sameAsShipping: true });
    expect(startingBilling({ shippingAddress: home, billingAddress: { ...home, phone: undefined } })).toEqual({
      sameAsShipping: true,
    });
    expect(startingBilling({ shippingAddress: home, billingAddress: office })).toEqual({
      sameAsShipping: false,
      firstName: 'Jane',
      lastName: 'Doe',
      address1: '9 Office Park',
      address2: '',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      country: 'US',
    });
  });
});
