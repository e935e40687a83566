import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementsOptions } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, type RefObject } from 'react';
import { methodTypeFromStripe } from '@ps/shared/rules';
import type { PaymentMethodType } from '@ps/shared/schemas';

/** What the Payment Element made: the id the server confirms its PaymentIntent with, and what it is. */
export interface StripePayment {
  paymentMethodId: string;
  methodType: PaymentMethodType;
}

/**
 * Set by the element once Stripe.js is ready; the page's form calls it when the shopper pays. An error is
 * Stripe.js's words for the shopper (an incomplete field, a closed wallet sheet); nothing was charged.
 */
export type CollectStripePayment = () => Promise<StripePayment | { error: string }>;

const CHECK_DETAILS = 'Check your payment details and try again.';

const loading = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js per key and page: the Payment Element remounts (a price change, a retry) without reloading it. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loading.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loading.set(publishableKey, stripe);
  }
  return stripe;
}

function Collector({ collectRef }: { collectRef: RefObject<CollectStripePayment | null> }) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return;
    collectRef.current = async () => {
      // Checks the element's own fields and starts a wallet's sheet, before the payment method is made.
      const submitted = await elements.submit();
      if (submitted.error) return { error: submitted.error.message ?? CHECK_DETAILS };
      const { error, paymentMethod } = await stripe.createPaymentMethod({ elements });
      if (error || !paymentMethod) return { error: error?.message ?? CHECK_DETAILS };
      return { paymentMethodId: paymentMethod.id, methodType: methodTypeFromStripe(paymentMethod) };
    };
    return () => {
      collectRef.current = null;
    };
  }, [stripe, elements, collectRef]);
  return <PaymentElement options={{ layout: 'tabs' }} />;
}

interface Props {
  publishableKey: string;
  /** The server's total in cents: what the wallets' sheets show. The server charges its own figure regardless. */
  amountCents: number;
  collectRef: RefObject<CollectStripePayment | null>;
  /** Offers PayPal too: only where a return page finishes the order after PayPal sends the buyer back. */
  payPal?: boolean;
}

/**
 * Stripe.js's Payment Element with deferred intent creation: it collects a card, typed or from Apple Pay
 * or Google Pay, and makes a payment method; the server then creates and confirms the PaymentIntent for
 * the amount it computes itself (decision 074). Stripe shows the wallets within the card; PayPal, which
 * sends the buyer away to approve, only when `payPal` says the page can finish such a payment.
 */
export function StripePaymentElement({ publishableKey, amountCents, collectRef, payPal = false }: Props) {
  const options: StripeElementsOptions = {
    mode: 'payment',
    amount: amountCents,
    currency: 'usd',
    captureMethod: 'manual',
    paymentMethodCreation: 'manual',
    allowedPaymentMethodTypes: payPal ? ['card', 'paypal'] : ['card'],
  };
  return (
    <Elements stripe={stripeFor(publishableKey)} options={options}>
      <Collector collectRef={collectRef} />
    </Elements>
  );
}
