import { useState } from 'react';
import { ApiError, userErrorMessage } from '@ps/shared/api';
import { ORDER_EDIT_MESSAGES, formatPrice } from '@ps/shared/rules';
import { FormCard } from '@ps/shared/form';
import { useParams, useSearchParams } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { Button, ButtonLink } from '@ps/shared/ui';
import { normalizeOrderNumber } from '../../lib/order-model/order-number';
import { useOrderBalance } from '../../lib/order-edits-api/order-balance';
import { usePaymentConfig } from '../../lib/order-edits-api/payment-config';
import { FormOutcome } from '../../ui/form-outcome';
import { BalanceCardForm } from './balance-card-form';
import { BalanceStripeForm } from './balance-stripe-form';

/**
 * Why the link asks for nothing, when the API's answer means that: an unknown or paid balance or a
 * malformed link (404, 400), or a withdrawn exchange or a closed order (409, in the server's words).
 */
function nothingDue(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 409) return error.userMessage(ORDER_EDIT_MESSAGES.balanceLinkInvalid);
  return error.status === 404 || error.status === 400 ? ORDER_EDIT_MESSAGES.balanceLinkInvalid : null;
}

/** The page the "order changed" e-mail links to: the amount a change added, and a card to pay it. */
export function BalancePaymentPage() {
  const orderNumber = normalizeOrderNumber(useParams().orderNumber ?? '');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const balance = useOrderBalance(orderNumber, token);
  const payments = usePaymentConfig();
  const [paid, setPaid] = useState<number | null>(null);
  usePageMeta({ title: `Pay for the change to ${orderNumber}`, description: 'Pay what a change to your order added.' });
  const orderLink = <ButtonLink to={`/account/orders/${orderNumber}`}>See your order</ButtonLink>;

  if (paid !== null) {
    return (
      <FormCard title="Thank you!">
        <FormOutcome message={`You paid ${formatPrice(paid)} for the change to order ${orderNumber}.`}>
          {orderLink}
        </FormOutcome>
      </FormCard>
    );
  }
  const nothingDueReason = token ? nothingDue(balance.error) : ORDER_EDIT_MESSAGES.balanceLinkInvalid;
  if (nothingDueReason) {
    return (
      <FormCard title="Nothing to pay here">
        <p role="alert">{nothingDueReason}</p>
        {orderLink}
      </FormCard>
    );
  }
  if (balance.isError) {
    return (
      <FormCard title="Pay for the change">
        <p role="alert">{userErrorMessage(balance.error, "We couldn't load what is due. Please try again.")}</p>
        <Button onClick={() => void balance.refetch()} disabled={balance.isFetching}>
          Try again
        </Button>
      </FormCard>
    );
  }
  if (payments.isError) {
    return (
      <FormCard title="Pay for the change">
        <p role="alert">Failed to load the payment options. Please reload the page.</p>
      </FormCard>
    );
  }
  if (!balance.data || !payments.data) return <FormCard title="Pay for the change">Loading what is due…</FormCard>;
  const { publishableKey } = payments.data;
  const onStripe = payments.data.provider === 'stripe';
  const form = { orderNumber, token, amountDue: balance.data.amountDue, onPaid: (amount: number) => setPaid(amount) };
  return (
    <FormCard
      title="Pay for the change"
      intro={`A change to order ${orderNumber} added ${formatPrice(balance.data.amountDue)}. The order now comes to ${formatPrice(balance.data.total)}.`}
    >
      {!onStripe && <BalanceCardForm {...form} />}
      {onStripe && publishableKey && <BalanceStripeForm {...form} publishableKey={publishableKey} />}
      {onStripe && !publishableKey && <p role="alert">Payments are not set up on this store yet.</p>}
    </FormCard>
  );
}
