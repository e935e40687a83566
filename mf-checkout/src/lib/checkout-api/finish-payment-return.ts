import { useMutation } from '@tanstack/react-query';
import { sessionRequest } from '@ps/shared/cart';
import type { CreateOrderResponse, PaymentReturnBody } from '@ps/shared/schemas';

export interface PaymentReturnInput extends PaymentReturnBody {
  sessionId: string;
}

/** Back from PayPal: the server asks Stripe about the payment and places the order once (a repeat gives the same). */
export function finishPaymentReturn({ sessionId, paymentId }: PaymentReturnInput): Promise<CreateOrderResponse> {
  return sessionRequest<CreateOrderResponse>(`/api/checkout/session/${sessionId}/payment-return`, {
    method: 'POST',
    body: { paymentId },
  });
}

export function useFinishPaymentReturn() {
  return useMutation({ mutationFn: finishPaymentReturn });
}
