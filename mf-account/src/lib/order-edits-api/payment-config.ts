import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ps/shared/api';
import type { PaymentConfig } from '@ps/shared/schemas';

/** GET /api/checkout/payment-config: which provider takes the balance, and Stripe's publishable key. */
export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'payment-config'],
    queryFn: ({ signal }) => apiRequest<PaymentConfig>('/api/checkout/payment-config', { signal }),
    staleTime: Infinity,
  });

export const usePaymentConfig = () => useQuery(paymentConfigQueryOptions());
