import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AddressBookResponse } from '@ps/shared/schemas';

export const addressBookKeys = {
  all: ['account', 'address-book'] as const,
  list: () => [...addressBookKeys.all, 'list'] as const,
};

/** GET /api/account/address-book: the signed-in customer's saved addresses, defaults first. */
export const getAddressBook = (signal?: AbortSignal) =>
  authRequest<AddressBookResponse>('/api/account/address-book', { signal });

export const addressBookQueryOptions = () =>
  queryOptions({ queryKey: addressBookKeys.list(), queryFn: ({ signal }) => getAddressBook(signal) });

/** The account page lists it; checkout asks only once the customer is known to be signed in. */
export const useAddressBook = (enabled = true) => useQuery({ ...addressBookQueryOptions(), enabled });
