import type { AccountAddressesResponse, Address, AddressInput } from '@ps/shared/schemas';

const asInput = (address: Address): AddressInput => ({
  ...address,
  company: address.company ?? '',
  address2: address.address2 ?? '',
  phone: address.phone ?? '',
});

/** The shipping form starts from this checkout's address, else the account's last one, else blank. */
export function startingShippingAddress(
  current: Address | null,
  last: AccountAddressesResponse,
  blank: AddressInput,
): AddressInput {
  const address = current ?? last.shippingAddress;
  return address ? asInput(address) : blank;
}

const sameAddress = (a: Address, b: Address) =>
  (['firstName', 'lastName', 'address1', 'address2', 'city', 'state', 'postalCode', 'country'] as const).every(
    (field) => (a[field] ?? '') === (b[field] ?? ''),
  );

/**
 * Billing starts as "same as shipping" unless the account's last order was billed elsewhere:
 * then that billing address is filled in.
 */
export function startingBilling(
  last: AccountAddressesResponse,
): { sameAsShipping: true } | ({ sameAsShipping: false } & AddressInput) {
  const { shippingAddress, billingAddress } = last;
  if (!billingAddress || (shippingAddress && sameAddress(shippingAddress, billingAddress)))
    return { sameAsShipping: true };
  const { company: _company, phone: _phone, ...fields } = asInput(billingAddress);
  return { sameAsShipping: false, ...fields };
}
