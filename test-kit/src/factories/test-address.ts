import type { Address } from '@ps/shared/schemas';

/** The address every test order ships to, in the database (API tests) and in answers (component tests). */
export const testAddress: Address = {
  firstName: 'Test',
  lastName: 'Buyer',
  address1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  country: 'US',
};
