import { useState } from 'react';
import { ApiError } from '@ps/shared/api';
import { formatPrice } from '@ps/shared/rules';
import { FormCard } from '@ps/shared/form';
import { useParams, useSearchParams } from '@ps/shared/router';
import { ORDER_EDIT_MESSAGES } from '@ps/shared/schemas';
import { usePageMeta } from '@ps/shared/seo';
import { ButtonLink } from '@ps/shared/ui';
import { normalizeOrderNumber } from '../../lib/order-model/order-number';
import { useOrderBalance } from '../../lib/order-edits-api/order-balance';
import { FormOutcome } from '../../ui/form-outcome';
import { BalanceCardForm } from './balance-card-form';

/** The page the "order changed" e-mail links to: the amount a change added, and a card to pay it. */
export function BalancePaymentPage() {
  const orderNumber = normalizeOrderNumber(useParams().orderNumber ?? '');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const balance = useOrderBalance(orderNumber, token);
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
  if (!token || balance.isError) {
    const message =
      balance.error instanceof ApiError
        ? balance.error.userMessage(ORDER_EDIT_MESSAGES.balanceLinkInvalid)
        : ORDER_EDIT_MESSAGES.balanceLinkInvalid;
    return (
      <FormCard title="Nothing to pay here">
        <p role="alert">{message}</p>
        {orderLink}
      </FormCard>
    );
  }
  if (!balance.data) return <FormCard title="Pay for the change">Loading what is due…</FormCard>;
  return (
    <FormCard
      title="Pay for the change"
      intro={`A change to order ${orderNumber} added ${formatPrice(balance.data.amountDue)}. The order now comes to ${formatPrice(balance.data.total)}.`}
    >
      <BalanceCardForm
        orderNumber={orderNumber}
        token={token}
        amountDue={balance.data.amountDue}
        onPaid={(amount) => setPaid(amount)}
      />
    </FormCard>
  );
}
