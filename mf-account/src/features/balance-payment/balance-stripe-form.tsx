import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { userErrorMessage } from '@ps/shared/api';
import { formatPrice } from '@ps/shared/rules';
import type { CollectStripePayment } from '@ps/shared/stripe-payment';
import { Button, Skeleton } from '@ps/shared/ui';
import { usePayOrderBalance } from '../../lib/order-edits-api/order-balance';
import { leaveForPayPal } from './leave-for-paypal';
import { rememberPayLink } from './pay-link-memory';

// Stripe.js and its React bindings: downloaded only on this page, and only when the store runs on Stripe.
const StripePaymentElement = lazy(() =>
  import('@ps/shared/stripe-payment').then((module) => ({ default: module.StripePaymentElement })),
);

const FAILURE = "We couldn't take the payment just now. Please try again.";

const Column = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

interface Props {
  orderNumber: string;
  token: string;
  amountDue: number;
  publishableKey: string;
  onPaid: (amount: number) => void;
}

/**
 * The balance paid through Stripe's Payment Element, the same one the checkout's payment step mounts:
 * cards and wallets are paid here, PayPal is approved on its site and finished on the return page.
 */
export function BalanceStripeForm({ orderNumber, token, amountDue, publishableKey, onPaid }: Props) {
  const pay = usePayOrderBalance(orderNumber);
  const collectRef = useRef<CollectStripePayment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const made = collectRef.current ? await collectRef.current() : { error: FAILURE };
      if ('error' in made) return setFailure(made.error);
      const { paymentMethodId, methodType } = made;
      const answer = await pay.mutateAsync({ token, paymentMethodId, methodType });
      if ('redirectUrl' in answer) {
        rememberPayLink(orderNumber, token);
        return leaveForPayPal(answer.redirectUrl);
      }
      onPaid(answer.amountPaid);
    } catch (error) {
      setFailure(userErrorMessage(error, FAILURE));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Column aria-labelledby="form-card-title" onSubmit={submit} noValidate data-testid="stripe-payment">
      <Suspense fallback={<Skeleton $height="220px" />}>
        <StripePaymentElement
          publishableKey={publishableKey}
          amountCents={Math.round(amountDue * 100)}
          collectRef={collectRef}
          payPal
        />
      </Suspense>
      {failure && <p role="alert">{failure}</p>}
      <Button type="submit" disabled={busy}>
        {busy ? 'Paying…' : `Pay ${formatPrice(amountDue)}`}
      </Button>
    </Column>
  );
}
