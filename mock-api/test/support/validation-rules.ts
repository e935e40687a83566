import { shippingAddress } from './checkout-client';

/** [case, change to a valid input, field, the exact message of spec 3 §5]. */
type Rule = [string, Record<string, unknown>, string, string];

export const ADDRESS_RULES: Rule[] = [
  ['first name missing', { firstName: '' }, 'firstName', 'First name is required'],
  ['first name too long', { firstName: 'x'.repeat(51) }, 'firstName', 'First name must be less than 50 characters'],
  ['last name missing', { lastName: '  ' }, 'lastName', 'Last name is required'],
  ['last name too long', { lastName: 'x'.repeat(51) }, 'lastName', 'Last name must be less than 50 characters'],
  ['company too long', { company: 'x'.repeat(101) }, 'company', 'Company must be less than 100 characters'],
  ['address missing', { address1: undefined }, 'address1', 'Address is required'],
  ['address too long', { address1: 'x'.repeat(101) }, 'address1', 'Address must be less than 100 characters'],
  [
    'apartment too long',
    { address2: 'x'.repeat(101) },
    'address2',
    'Apartment, suite, etc. must be less than 100 characters',
  ],
  ['city missing', { city: '' }, 'city', 'City is required'],
  ['city too long', { city: 'x'.repeat(51) }, 'city', 'City must be less than 50 characters'],
  ['state missing', { state: '' }, 'state', 'State/Province is required'],
  ['state too long', { state: 'x'.repeat(51) }, 'state', 'State/Province must be less than 50 characters'],
  ['postal code missing', { postalCode: '' }, 'postalCode', 'Postal/ZIP code is required'],
  [
    'postal code too long',
    { postalCode: '1'.repeat(21) },
    'postalCode',
    'Postal/ZIP code must be less than 20 characters',
  ],
  [
    'US ZIP malformed',
    { postalCode: '1234' },
    'postalCode',
    'Please enter a valid postal/ZIP code for the selected country',
  ],
  [
    'CA code malformed',
    { country: 'CA', state: 'ON', postalCode: '12345' },
    'postalCode',
    'Please enter a valid postal/ZIP code for the selected country',
  ],
  [
    'GB code malformed',
    { country: 'GB', state: 'London', postalCode: 'ABC' },
    'postalCode',
    'Please enter a valid postal/ZIP code for the selected country',
  ],
  [
    'US state kept after switching to GB',
    { country: 'GB', state: 'TN', postalCode: 'SW1A 1AA' },
    'state',
    'Please enter a state/province of the selected country',
  ],
  ['CA province on a US address', { state: 'ON' }, 'state', 'Please enter a state/province of the selected country'],
  ['country unsupported', { country: 'BR' }, 'country', 'Please select a valid country'],
  ['country missing', { country: undefined }, 'country', 'Please select a valid country'],
  ['phone malformed', { phone: '12-34' }, 'phone', 'Please enter a valid phone number'],
];

export const CUSTOMER_RULES: Rule[] = [
  ['e-mail missing', { email: '' }, 'customer.email', 'Email is required'],
  ['e-mail malformed', { email: 'fan@' }, 'customer.email', 'Please enter a valid email address'],
  [
    'e-mail too long',
    { email: `${'a'.repeat(90)}@example.com` },
    'customer.email',
    'Email must be less than 100 characters',
  ],
  ['password missing', { createAccount: true }, 'customer.password', 'Password is required when creating an account'],
  [
    'password short',
    { createAccount: true, password: 'Ab1', confirmPassword: 'Ab1' },
    'customer.password',
    'Password must be at least 8 characters',
  ],
  [
    'password weak',
    { createAccount: true, password: 'abcdefgh1', confirmPassword: 'abcdefgh1' },
    'customer.password',
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  ],
  [
    'passwords differ',
    { createAccount: true, password: 'Secret123', confirmPassword: 'Secret124' },
    'customer.confirmPassword',
    'Passwords do not match',
  ],
];

export const DRAFT_RULES: Rule[] = [
  ['no payment method', { paymentMethod: undefined }, 'paymentMethod', 'Please select a payment method'],
  [
    'unknown payment method',
    { paymentMethod: { type: 'cash' } },
    'paymentMethod.type',
    'Please select a payment method',
  ],
  [
    'cardholder too long',
    { cardholderName: 'x'.repeat(101) },
    'cardholderName',
    'Cardholder name must be less than 100 characters',
  ],
  ['notes too long', { orderNotes: 'x'.repeat(501) }, 'orderNotes', 'Order notes must be less than 500 characters'],
  ['terms not accepted', { termsAccepted: false }, 'termsAccepted', 'You must accept the terms and conditions'],
  [
    'privacy not accepted',
    { privacyPolicyAccepted: undefined },
    'privacyPolicyAccepted',
    'You must accept the privacy policy',
  ],
  [
    'data processing not acknowledged',
    { dataProcessingAccepted: false },
    'dataProcessingAccepted',
    'You must acknowledge how your personal data will be processed',
  ],
  ['billing missing', { sameAsShipping: false }, 'billingAddress', 'Billing address is required'],
  [
    'billing invalid',
    { sameAsShipping: false, billingAddress: { ...shippingAddress, city: '' } },
    'billingAddress.city',
    'City is required',
  ],
];
