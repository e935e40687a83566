import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentConfig } from '@ps/shared/schemas';
import { sessionRequest } from '@ps/shared/cart';

export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'payment-config'],
    queryFn: () => sessionRequest<PaymentConfig>('/api/checkout/payment-config'),
    staleTime: Infinity,
  });

export const usePaymentConfig = () => useQuery(paymentConfigQueryOptions());
