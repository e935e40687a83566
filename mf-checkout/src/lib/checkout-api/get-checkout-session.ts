import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@ps/shared/api';
import type { CheckoutSession, CheckoutSessionResponse } from '@ps/shared/schemas';
import { useCheckoutSessionId } from '../checkout-flow/checkout-session-id';
import { sessionRequest } from '@ps/shared/cart';

export const checkoutKeys = {
  all: ['checkout'] as const,
  session: (id: string) => [...checkoutKeys.all, 'session', id] as const,
};

/** Spec 3 §7: GET the session; on 404 POST creates it with the browser's id. */
export async function getOrCreateCheckoutSession(sessionId: string): Promise<CheckoutSession> {
  try {
    return (await sessionRequest<CheckoutSessionResponse>(`/api/checkout/session/${sessionId}`)).session;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404)
      throw new Error('Failed to fetch checkout session', { cause: error });
  }
  try {
    const created = await sessionRequest<CheckoutSessionResponse>('/api/checkout/session', {
      method: 'POST',
      body: { sessionId },
    });
    return created.session;
  } catch (error) {
    throw new Error('Failed to create checkout session', { cause: error });
  }
}

export const checkoutSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: checkoutKeys.session(sessionId),
    queryFn: () => getOrCreateCheckoutSession(sessionId),
    staleTime: 0,
  });

export function useCheckoutSession() {
  const sessionId = useCheckoutSessionId();
  return useQuery(checkoutSessionQueryOptions(sessionId));
}
