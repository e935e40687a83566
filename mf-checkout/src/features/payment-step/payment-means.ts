import type { CollectStripePayment } from '@ps/shared/stripe-payment';
import type { CardDetails, PaymentMethodType } from '@ps/shared/schemas';
import { toCardDetails, type PaymentStepValues } from './payment-form-schema';

/** What create-order is sent to pay with, and the method the draft names. */
export interface PaymentMeans {
  methodType: PaymentMethodType;
  card?: CardDetails;
  paymentMethodId?: string;
}

export const STRIPE_NOT_READY = 'The payment form is still loading. Try again in a moment.';

/**
 * The sandbox takes the typed card or a stand-in's token; with Stripe, the Payment Element makes a payment
 * method (and names what it is: a card, or the wallet whose sheet made it). An error is for the shopper.
 */
export async function paymentMeansOf(
  values: PaymentStepValues,
  collect: CollectStripePayment | null,
): Promise<PaymentMeans | { error: string }> {
  if (values.viaStripe) {
    if (!collect) return { error: STRIPE_NOT_READY };
    return collect();
  }
  if (values.paymentMethod === 'card') return { methodType: 'card', card: toCardDetails(values.card) };
  return { methodType: values.paymentMethod, paymentMethodId: values.walletToken };
}
