import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address, ShippingMethodsResponse } from '@ps/shared/schemas';
import { sessionRequest } from '@ps/shared/cart';

/** Runs once an address exists (spec 3 §4); the server prices this browser's cart. */
export async function getShippingMethods(address: Address) {
  try {
    const { shippingMethods } = await sessionRequest<ShippingMethodsResponse>('/api/checkout/shipping-methods', {
      method: 'POST',
      body: { address, items: [] },
    });
    return shippingMethods;
  } catch (error) {
    throw new Error('Failed to fetch shipping methods', { cause: error });
  }
}

export const shippingMethodsQueryOptions = (address: Address | null) =>
  queryOptions({
    queryKey: ['checkout', 'shipping-methods', address],
    queryFn: () => getShippingMethods(address!),
    enabled: address !== null,
    staleTime: 60_000,
  });

export const useShippingMethods = (address: Address | null) => useQuery(shippingMethodsQueryOptions(address));
