import { describe, expect, it } from 'vitest';
import { addressSchema, normalizeAddress, type AddressInput } from './address';
import { isValidPostalCode } from './postal-code';

const valid: AddressInput = {
  firstName: 'Jane',
  lastName: 'Doe',
  address1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  country: 'US',
};

describe('isValidPostalCode', () => {
  it.each([
    ['US', '12345', true],
    ['US', '12345-6789', true],
    ['US', '123456789', true],
    ['US', '1234', false],
    ['US', '12345-678', false],
    ['CA', 'K1A 0B1', true],
    ['CA', 'k1a0b1', true],
    ['CA', 'D1A 0B1', false],
    ['CA', 'K1A 0B', false],
    ['GB', 'SW1A 1AA', true],
    ['GB', 'M1 1AE', true],
    ['GB', 'b338th', true],
    ['GB', 'GIR 0AA', true],
    ['GB', 'SW1A', false],
    ['GB', '12345', false],
    ['JP', '100-0001', true],
    ['AU', 'whatever', true],
  ])('%s %s is %s', (country, postalCode, expected) => {
    expect(isValidPostalCode(country, postalCode)).toBe(expected);
  });
});

describe('normalizeAddress: postal codes', () => {
  const parse = (input: AddressInput) => normalizeAddress(addressSchema.parse(input));

  it('hyphenates a nine-digit ZIP and keeps five digits as they are', () => {
    expect(parse({ ...valid, postalCode: '627011234' }).postalCode).toBe('62701-1234');
    expect(parse({ ...valid, postalCode: '62701 1234' }).postalCode).toBe('62701-1234');
    expect(parse({ ...valid, postalCode: ' 62701 ' }).postalCode).toBe('62701');
  });

  it('upper-cases and spaces Canadian and British codes', () => {
    expect(parse({ ...valid, country: 'CA', state: 'ON', postalCode: 'k1a0b1' }).postalCode).toBe('K1A 0B1');
    expect(parse({ ...valid, country: 'CA', state: 'ON', postalCode: 'k1a-0b1' }).postalCode).toBe('K1A 0B1');
    expect(parse({ ...valid, country: 'GB', state: 'London', postalCode: 'sw1a1aa' }).postalCode).toBe('SW1A 1AA');
  });
});
