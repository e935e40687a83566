import type {
  CardDetails,
  CheckoutSessionResponse,
  CreateOrderResponse,
  OrderDraftBody,
  PaymentRedirectResponse,
} from '@ps/shared/schemas';
import { sessionRequest } from '@ps/shared/cart';

export interface PlaceOrderInput {
  sessionId: string;
  draft: OrderDraftBody;
  card?: CardDetails;
  /** What PayPal's window or a wallet's sheet handed back. */
  paymentMethodId?: string;
  /** The total on the button and the session's priceVersion it came from: the server charges only that. */
  expectedTotal: number;
  priceVersion: string;
}

/**
 * The payment step's two calls (spec 3 §7): save the order draft, then confirm
 * payment. The checkout session id is the idempotency key, so a double click or a
 * retry gives back the same order. PayPal through Stripe answers with where to approve the payment instead.
 */
export async function placeOrder({
  sessionId,
  draft,
  card,
  paymentMethodId,
  expectedTotal,
  priceVersion,
}: PlaceOrderInput): Promise<CreateOrderResponse | PaymentRedirectResponse> {
  await sessionRequest<CheckoutSessionResponse>(`/api/checkout/session/${sessionId}/order-draft`, {
    method: 'PUT',
    body: draft,
  });
  return sessionRequest<CreateOrderResponse | PaymentRedirectResponse>('/api/checkout/create-order', {
    method: 'POST',
    headers: { 'Idempotency-Key': sessionId },
    body: {
      sessionId,
      expectedTotal,
      priceVersion,
      card,
      paymentMethodId: paymentMethodId ?? draft.paymentMethod.data?.stripePaymentMethodId,
    },
  });
}
