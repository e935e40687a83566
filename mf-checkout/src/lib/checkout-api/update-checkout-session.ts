import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, userErrorMessage } from '@ps/shared/api';
import { cartKeys, sessionRequest } from '@ps/shared/cart';
import { writeAnswerToQuery } from '@ps/shared/query';
import type { CheckoutSessionResponse, UpdateCheckoutSessionBody } from '@ps/shared/schemas';
import { toast } from '@ps/shared/ui';
import { useCheckoutSessionId } from '../checkout-flow/checkout-session-id';
import { checkoutKeys } from './get-checkout-session';

export function useUpdateCheckoutSession() {
  const sessionId = useCheckoutSessionId();
  const queryClient = useQueryClient();
  return useMutation({
    // One at a time, in order: a later choice must never be overwritten by an earlier answer.
    scope: { id: `checkout-session-${sessionId}` },
    mutationFn: (body: UpdateCheckoutSessionBody) =>
      sessionRequest<CheckoutSessionResponse>(`/api/checkout/session/${sessionId}`, { method: 'PUT', body }),
    onSuccess: ({ session }) => writeAnswerToQuery(queryClient, checkoutKeys.session(sessionId), session),
    onError: (error) => {
      const description = userErrorMessage(error, 'Failed to update checkout session');
      toast({ title: 'Error updating checkout', description, variant: 'destructive' });
      if (!(error instanceof ApiError)) return;
      if (error.code === 'CART_UNAVAILABLE') void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      if (error.code === 'CHECKOUT_COMPLETED') void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
    },
  });
}
