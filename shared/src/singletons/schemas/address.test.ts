import { describe, expect, it } from 'vitest';
import { CA_PROVINCES, SUPPORTED_COUNTRIES, US_STATES } from '@ps/shared/rules';
import { addressSchema, normalizeAddress, type AddressInput } from './address';

const valid: AddressInput = {
  firstName: 'Jane',
  lastName: 'Doe',
  address1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  country: 'US',
};

/** `{ field: message }` for the first problem of each field, as the API's `fields` carries them. */
function problems(input: Record<string, unknown>) {
  const result = addressSchema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('addressSchema', () => {
  it('accepts a full address and leaves optional fields out or blank', () => {
    expect(problems(valid)).toEqual({});
    expect(problems({ ...valid, company: '', address2: '', phone: '' })).toEqual({});
  });

  it('names every missing required field with the spec text', () => {
    expect(problems({})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      address1: 'Address is required',
      city: 'City is required',
      state: 'State/Province is required',
      postalCode: 'Postal/ZIP code is required',
      country: 'Please select a valid country',
    });
    expect(problems({ ...valid, firstName: '   ', city: '' })).toEqual({
      firstName: 'First name is required',
      city: 'City is required',
    });
  });

  it('allows each field its maximum length and not one character more', () => {
    const atLimit = { ...valid, firstName: 'a'.repeat(50), company: 'c'.repeat(100), address2: 'b'.repeat(100) };
    expect(problems(atLimit)).toEqual({});
    expect(
      problems({
        ...valid,
        firstName: 'a'.repeat(51),
        lastName: 'a'.repeat(51),
        company: 'c'.repeat(101),
        address1: 'a'.repeat(101),
        address2: 'b'.repeat(101),
        city: 'c'.repeat(51),
        state: 's'.repeat(51),
        postalCode: '1'.repeat(21),
      }),
    ).toEqual({
      firstName: 'First name must be less than 50 characters',
      lastName: 'Last name must be less than 50 characters',
      company: 'Company must be less than 100 characters',
      address1: 'Address must be less than 100 characters',
      address2: 'Apartment, suite, etc. must be less than 100 characters',
      city: 'City must be less than 50 characters',
      state: 'State/Province must be less than 50 characters',
      postalCode: 'Postal/ZIP code must be less than 20 characters',
    });
  });

  it('takes only the supported countries', () => {
    expect(SUPPORTED_COUNTRIES.map((country) => country.code)).toEqual(['US', 'CA', 'GB', 'AU', 'DE', 'FR', 'JP']);
    expect(problems({ ...valid, country: 'MX', postalCode: '01000' })).toEqual({
      country: 'Please select a valid country',
    });
    expect(problems({ ...valid, country: 'us' })).toEqual({ country: 'Please select a valid country' });
  });

  it.each(['+1 (555) 123-4567', '555-123-4567', '020 7946 0958'])('accepts the phone number %s', (phone) => {
    expect(problems({ ...valid, phone })).toEqual({});
  });

  it.each(['555-1234', 'call me maybe', '+1 555 123 456x'])('refuses the phone number %s', (phone) => {
    expect(problems({ ...valid, phone })).toEqual({ phone: 'Please enter a valid phone number' });
  });

  it('checks the postal code against the country', () => {
    expect(problems({ ...valid, postalCode: '6270' })).toEqual({
      postalCode: 'Please enter a valid postal/ZIP code for the selected country',
    });
    expect(problems({ ...valid, country: 'DE', state: 'Berlin', postalCode: 'anything' })).toEqual({});
  });

  it('refuses a state that belongs to another country', () => {
    const stateOfOtherCountry = { state: 'Please enter a state/province of the selected country' };
    expect(problems({ ...valid, country: 'GB', state: 'TN', postalCode: 'SW1A 1AA' })).toEqual(stateOfOtherCountry);
    expect(problems({ ...valid, country: 'GB', state: 'tennessee', postalCode: 'SW1A 1AA' })).toEqual(
      stateOfOtherCountry,
    );
    expect(problems({ ...valid, state: 'ON' })).toEqual(stateOfOtherCountry);
    expect(problems({ ...valid, state: 'Narnia' })).toEqual(stateOfOtherCountry);
    expect(problems({ ...valid, country: 'GB', state: 'Greater London', postalCode: 'SW1A 1AA' })).toEqual({});
    expect(problems({ ...valid, country: 'AU', state: 'WA', postalCode: '6000' })).toEqual({});
    expect(problems({ ...valid, country: 'AU', state: 'Victoria', postalCode: '3000' })).toEqual({});
  });

  it('lists US states with DC and the Canadian provinces and territories', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES).toContainEqual({ code: 'DC', name: 'District of Columbia' });
    expect(CA_PROVINCES).toHaveLength(13);
  });
});

describe('normalizeAddress', () => {
  const parse = (input: AddressInput) => normalizeAddress(addressSchema.parse(input));

  it('trims every field and drops blank optional ones', () => {
    expect(parse({ ...valid, firstName: '  Jane ', company: '  ', address2: ' Apt 4 ', phone: '' })).toEqual({
      ...valid,
      address2: 'Apt 4',
    });
  });

  it('turns a US state or Canadian province name into its code', () => {
    expect(parse({ ...valid, state: 'illinois' }).state).toBe('IL');
    expect(parse({ ...valid, state: 'il' }).state).toBe('IL');
    expect(parse({ ...valid, country: 'CA', state: 'Ontario', postalCode: 'K1A 0B1' }).state).toBe('ON');
    expect(parse({ ...valid, country: 'AU', state: 'new south wales', postalCode: '2000' }).state).toBe('NSW');
    expect(parse({ ...valid, country: 'DE', state: 'Berlin', postalCode: '10115' }).state).toBe('Berlin');
  });
});
