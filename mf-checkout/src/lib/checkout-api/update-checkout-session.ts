import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@ps/shared/api';
import type { CheckoutSessionResponse, UpdateCheckoutSessionBody } from '@ps/shared/schemas';
import { toast } from '@ps/shared/ui';
import { useCheckoutSessionId } from '../checkout-flow/checkout-session-id';
import { checkoutKeys } from './get-checkout-session';
import { sessionRequest } from '@ps/shared/cart';

export function useUpdateCheckoutSession() {
  const sessionId = useCheckoutSessionId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCheckoutSessionBody) =>
      sessionRequest<CheckoutSessionResponse>(`/api/checkout/session/${sessionId}`, { method: 'PUT', body }),
    onSuccess: ({ session }) => queryClient.setQueryData(checkoutKeys.session(sessionId), session),
    onError: (error) => {
      const description =
        error instanceof ApiError
          ? error.userMessage('Failed to update checkout session')
          : 'Failed to update checkout session';
      toast({ title: 'Error updating checkout', description, variant: 'destructive' });
    },
  });
}
