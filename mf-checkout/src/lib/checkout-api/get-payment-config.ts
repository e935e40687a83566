import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentConfig } from '@ps/shared/schemas';
import { checkoutRequest } from './checkout-request';

export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'payment-config'],
    queryFn: () => checkoutRequest<PaymentConfig>('/api/checkout/payment-config'),
    staleTime: Infinity,
  });

export const usePaymentConfig = () => useQuery(paymentConfigQueryOptions());
