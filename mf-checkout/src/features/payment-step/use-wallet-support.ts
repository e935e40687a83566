import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletSupport } from './payment-options';

/** Asked once per page: the answer changes only when the fan sets up a wallet, and a reload asks again. */
export const walletSupportQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'wallet-support'],
    queryFn: () => walletSupport(),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useWalletSupport = () => useQuery(walletSupportQueryOptions());
