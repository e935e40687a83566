import { lazy, Suspense, useEffect, type RefObject } from 'react';
import type { CollectStripePayment } from '@ps/shared/stripe-payment';
import type { PaymentConfig } from '@ps/shared/schemas';
import { Skeleton } from '@ps/shared/ui';
import { Alert } from '../../ui/panel';
import type { PaymentStepForm } from './payment-form-type';
import { paymentChoices } from './payment-options';

// Stripe.js and its React bindings: downloaded only on this step, and only when the store runs on Stripe.
const StripePaymentElement = lazy(() =>
  import('@ps/shared/stripe-payment').then((module) => ({ default: module.StripePaymentElement })),
);

export interface StripeCheckout {
  /** The server's total for this checkout, in cents. */
  amountCents: number;
  collectRef: RefObject<CollectStripePayment | null>;
}

/**
 * The payment step with Stripe: its Payment Element takes a card, PayPal (the buyer approves on PayPal and
 * comes back to /checkout/return), or Apple Pay or Google Pay where the browser has them.
 */
export function StripePaymentSection({
  form,
  config,
  stripe,
}: {
  form: PaymentStepForm;
  config: PaymentConfig;
  stripe: StripeCheckout;
}) {
  const { setValue } = form;
  useEffect(() => {
    setValue('viaStripe', true, { shouldValidate: true });
  }, [setValue]);

  if (!config.publishableKey) {
    return <Alert role="alert">Payments are not set up on this store yet. Please come back later.</Alert>;
  }
  const { absentNote } = paymentChoices(config.methods, { applePay: true, googlePay: true });
  const payPal = config.methods.includes('paypal');
  return (
    <section aria-labelledby="stripe-payment-heading" data-testid="stripe-payment">
      <h3 id="stripe-payment-heading">Payment method</h3>
      <p>
        <small>
          Card{payPal && ', PayPal (you approve on PayPal and come back here)'}, or Apple Pay and Google Pay where your
          browser has them set up.
        </small>
        {absentNote && <small data-testid="absent-payment-methods"> {absentNote}</small>}
      </p>
      <Suspense fallback={<Skeleton $height="220px" />}>
        <StripePaymentElement
          publishableKey={config.publishableKey}
          amountCents={stripe.amountCents}
          collectRef={stripe.collectRef}
          payPal={payPal}
        />
      </Suspense>
    </section>
  );
}
