import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAccountSession } from '@ps/shared/account';
import { authRequest } from '@ps/shared/api';
import type { AccountAddressesResponse } from '@ps/shared/schemas';

export const accountAddressKeys = {
  all: ['account', 'addresses'] as const,
};

/** GET /api/account/addresses: the signed-in customer's last shipping and billing addresses. */
export const getAccountAddresses = (signal?: AbortSignal) =>
  authRequest<AccountAddressesResponse>('/api/account/addresses', { signal });

export const accountAddressesQueryOptions = () =>
  queryOptions({ queryKey: accountAddressKeys.all, queryFn: ({ signal }) => getAccountAddresses(signal) });

const NONE: AccountAddressesResponse = { shippingAddress: null, billingAddress: null };

/**
 * What a step may start from: none for a guest, the account's last addresses once known.
 * `ready` stays false while either is still being asked, so a form is not built empty first;
 * a failed answer counts as none: the shopper can always type.
 */
export function useAccountAddresses(): { ready: boolean; addresses: AccountAddressesResponse } {
  const account = useAccountSession();
  const signedIn = account.status === 'signed-in';
  const query = useQuery({ ...accountAddressesQueryOptions(), enabled: signedIn });
  if (account.status === 'checking') return { ready: false, addresses: NONE };
  if (!signedIn || query.isError) return { ready: true, addresses: NONE };
  return { ready: query.isSuccess, addresses: query.data ?? NONE };
}
