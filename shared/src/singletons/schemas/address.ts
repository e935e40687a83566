import { z } from 'zod';
import { isStateOfCountry, regionsOf, SUPPORTED_COUNTRY_CODES } from '@ps/shared/rules';
import { isValidPostalCode, normalizePostalCode } from './postal-code';
import { safeText } from './safe-text';

export { isValidPostalCode } from './postal-code';

/** Spec 3 §5, word for word: the form and the API show the same text. */
export const ADDRESS_MESSAGES = {
  firstNameRequired: 'First name is required',
  firstNameTooLong: 'First name must be less than 50 characters',
  lastNameRequired: 'Last name is required',
  lastNameTooLong: 'Last name must be less than 50 characters',
  companyTooLong: 'Company must be less than 100 characters',
  address1Required: 'Address is required',
  address1TooLong: 'Address must be less than 100 characters',
  address2TooLong: 'Apartment, suite, etc. must be less than 100 characters',
  cityRequired: 'City is required',
  cityTooLong: 'City must be less than 50 characters',
  stateRequired: 'State/Province is required',
  stateTooLong: 'State/Province must be less than 50 characters',
  stateOfOtherCountry: 'Please enter a state/province of the selected country',
  postalCodeRequired: 'Postal/ZIP code is required',
  postalCodeTooLong: 'Postal/ZIP code must be less than 20 characters',
  postalCodeInvalid: 'Please enter a valid postal/ZIP code for the selected country',
  countryInvalid: 'Please select a valid country',
  phoneInvalid: 'Please enter a valid phone number',
} as const;

const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;

const requiredText = (max: number, required: string, tooLong: string) =>
  safeText({ error: required }).trim().min(1, required).max(max, tooLong);

const optionalText = (max: number, tooLong: string) => safeText().trim().max(max, tooLong).optional();

/** The address fields without the rules across them; extend this, then add addressRules. */
export const addressFieldsSchema = z.object({
  firstName: requiredText(50, ADDRESS_MESSAGES.firstNameRequired, ADDRESS_MESSAGES.firstNameTooLong),
  lastName: requiredText(50, ADDRESS_MESSAGES.lastNameRequired, ADDRESS_MESSAGES.lastNameTooLong),
  company: optionalText(100, ADDRESS_MESSAGES.companyTooLong),
  address1: requiredText(100, ADDRESS_MESSAGES.address1Required, ADDRESS_MESSAGES.address1TooLong),
  address2: optionalText(100, ADDRESS_MESSAGES.address2TooLong),
  city: requiredText(50, ADDRESS_MESSAGES.cityRequired, ADDRESS_MESSAGES.cityTooLong),
  state: requiredText(50, ADDRESS_MESSAGES.stateRequired, ADDRESS_MESSAGES.stateTooLong),
  postalCode: requiredText(20, ADDRESS_MESSAGES.postalCodeRequired, ADDRESS_MESSAGES.postalCodeTooLong),
  country: z.enum(SUPPORTED_COUNTRY_CODES, { error: ADDRESS_MESSAGES.countryInvalid }),
  phone: safeText({ error: ADDRESS_MESSAGES.phoneInvalid })
    .trim()
    .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), ADDRESS_MESSAGES.phoneInvalid)
    .optional(),
});

/**
 * The postal code must fit the country's format and the state must belong to the country;
 * empty ones already have their own message.
 */
export function addressRules(
  address: { postalCode: string; state: string; country: string },
  context: z.RefinementCtx,
): void {
  if (address.postalCode !== '' && !isValidPostalCode(address.country, address.postalCode)) {
    context.addIssue({ code: 'custom', path: ['postalCode'], message: ADDRESS_MESSAGES.postalCodeInvalid });
  }
  if (address.state.trim() !== '' && !isStateOfCountry(address.country, address.state)) {
    context.addIssue({ code: 'custom', path: ['state'], message: ADDRESS_MESSAGES.stateOfOtherCountry });
  }
}

/**
 * A postal address as the checkout forms hold it. Optional fields accept '' (an
 * untouched input); normalizeAddress() drops them before the address is saved.
 */
export const addressSchema = addressFieldsSchema.superRefine(addressRules);

export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.output<typeof addressSchema>;

/** A US state, CA province or AU state named in full ("ontario") becomes its code ("ON"). */
function normalizeRegion(country: string, state: string): string {
  const match = regionsOf(country)?.find(
    (region) => region.code.toLowerCase() === state.toLowerCase() || region.name.toLowerCase() === state.toLowerCase(),
  );
  return match?.code ?? state;
}

/**
 * The address as it is saved: trimmed, blank optional fields dropped, postal codes
 * in their usual form (K1A 0B1, SW1A 1AA, 12345-6789) and US/CA/AU regions as codes.
 * Expects an address that passed addressSchema.
 */
export function normalizeAddress(address: Address): Address {
  const { company, address2, phone, ...required } = address;
  const optional = Object.entries({ company, address2, phone }).filter(([, value]) => value?.trim());
  return {
    ...required,
    ...Object.fromEntries(optional.map(([key, value]) => [key, value?.trim()])),
    firstName: required.firstName.trim(),
    lastName: required.lastName.trim(),
    address1: required.address1.trim(),
    city: required.city.trim(),
    state: normalizeRegion(address.country, required.state.trim()),
    postalCode: normalizePostalCode(address.country, required.postalCode.trim()),
  };
}
