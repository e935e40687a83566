import { useRef, useState, type FormEvent } from 'react';
import { userErrorMessage } from '@ps/shared/api';
import { formatPrice } from '@ps/shared/rules';
import { useFormDraft, useZodForm } from '@ps/shared/form';
import type { CheckoutSession } from '@ps/shared/schemas';
import type { CollectStripePayment } from '@ps/shared/stripe-payment';
import { usePageMeta } from '@ps/shared/seo';
import { Button } from '@ps/shared/ui';
import { useAccountAddresses } from '../../lib/checkout-api/get-account-addresses';
import { startingBilling } from '../../lib/checkout-flow/starting-address';
import { CheckoutLayout } from '../../ui/checkout-layout';
import { Alert, Panel } from '../../ui/panel';
import { BillingSection } from './billing-section';
import { BLOCKERS_ID, CompleteOrderBlockersList } from './complete-order-blockers-list';
import { OrderDetailsSection } from './order-details-section';
import {
  billingAddressOf,
  EMPTY_PAYMENT_STEP,
  paymentStepSchema,
  type PaymentStepInput,
  type PaymentStepValues,
} from './payment-form-schema';
import { paymentMeansOf } from './payment-means';
import { PaymentMethodSection } from './payment-method-section';
import { describePriceChange, repricedSession } from './price-change';
import { PriceChangeNotice } from './price-change-notice';
import { usePlaceOrder } from './use-place-order';
import { StepActions } from '../../ui/step-actions';

// viaStripe too: it follows the running provider, never an old draft.
const SECRET_FIELDS = ['card', 'walletToken', 'viaStripe'];

export function PaymentForm({ session, billing }: { session: CheckoutSession; billing: PaymentStepInput['billing'] }) {
  const form = useZodForm(paymentStepSchema, { ...EMPTY_PAYMENT_STEP, billing });
  useFormDraft(form, 'payment', SECRET_FIELDS);
  const placeOrder = usePlaceOrder();
  // The checkout as the shopper saw it when they pressed the button, to say what changed if the price moved.
  const [shown, setShown] = useState(session);
  // Filled by Stripe's Payment Element when the store runs on Stripe; it makes the payment method on submit.
  const collectStripeRef = useRef<CollectStripePayment | null>(null);
  const [collectFailure, setCollectFailure] = useState<string | null>(null);
  const { handleSubmit, formState } = form;

  const pay = async (values: PaymentStepValues) => {
    setShown(session);
    setCollectFailure(null);
    const means = await paymentMeansOf(values, collectStripeRef.current);
    if ('error' in means) {
      setCollectFailure(means.error);
      return;
    }
    const { methodType, ...payment } = means;
    placeOrder.mutate({
      sessionId: session.id,
      expectedTotal: session.totals.total,
      priceVersion: session.priceVersion,
      ...payment,
      draft: {
        billingAddress: billingAddressOf(values.billing, session.shippingAddress),
        sameAsShipping: values.billing.sameAsShipping,
        paymentMethod: { type: methodType },
        cardholderName: values.cardholderName,
        ...values.details,
      },
    });
  };
  // Built when the shopper submits: the payment reads the Payment Element's ref, never during render.
  const submit = (event: FormEvent<HTMLFormElement>) => handleSubmit(pay)(event);

  const repriced = repricedSession(placeOrder.error);
  const failure = collectFailure
    ? collectFailure
    : repriced
      ? null
      : placeOrder.error && userErrorMessage(placeOrder.error, 'Failed to create order');
  const busy = formState.isSubmitting || placeOrder.isPending || placeOrder.isSuccess;

  return (
    <Panel as="form" aria-labelledby="payment-heading" onSubmit={submit} noValidate>
      <h2 id="payment-heading">Payment</h2>
      <PaymentMethodSection
        form={form}
        stripe={{ amountCents: Math.round(session.totals.total * 100), collectRef: collectStripeRef }}
      />
      <BillingSection form={form} shippingAddress={session.shippingAddress} />
      <OrderDetailsSection form={form} />
      {repriced && <PriceChangeNotice change={describePriceChange(shown, repriced)} />}
      {failure && (
        <Alert role="alert" data-testid="payment-error">
          <strong>Failed to place order.</strong> {failure}
        </Alert>
      )}
      <StepActions backTo="/checkout/shipping" backLabel="Back to Shipping">
        <Button type="submit" disabled={!formState.isValid || busy} aria-describedby={BLOCKERS_ID}>
          {busy ? 'Processing Order...' : `Complete Order - ${formatPrice(session.totals.total)}`}
        </Button>
      </StepActions>
      <CompleteOrderBlockersList form={form} />
    </Panel>
  );
}

export function PaymentStep() {
  usePageMeta({ title: 'Checkout: Payment', description: 'Pay securely and place your order.' });
  const { ready, addresses } = useAccountAddresses();
  return (
    <CheckoutLayout step="payment" title="Payment">
      {(session) => ready && <PaymentForm session={session} billing={startingBilling(addresses)} />}
    </CheckoutLayout>
  );
}
