import { useEffect, useRef } from 'react';
import { ApiError, userErrorMessage } from '@ps/shared/api';
import { FormCard } from '@ps/shared/form';
import { formatPrice } from '@ps/shared/rules';
import { useParams, useSearchParams } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { ButtonLink } from '@ps/shared/ui';
import { useFinishBalanceReturn } from '../../lib/order-edits-api/finish-balance-return';
import { normalizeOrderNumber } from '../../lib/order-model/order-number';
import { FormOutcome } from '../../ui/form-outcome';
import { recalledPayLink } from './pay-link-memory';

/** Stripe appends the PaymentIntent's id when PayPal sends the buyer back; its status there is not trusted. */
const PAYMENT_ID = 'payment_intent';

/**
 * /account/orders/{n}/pay/return: where PayPal sends the buyer back after approving a balance. The
 * server asks Stripe whether the payment is held and records it once, whatever the webhook did.
 */
export function BalanceReturnPage() {
  const orderNumber = normalizeOrderNumber(useParams().orderNumber ?? '');
  usePageMeta({ title: `Paying for the change to ${orderNumber}`, description: 'Finishing your PayPal payment.' });
  const [params] = useSearchParams();
  const paymentId = params.get(PAYMENT_ID) ?? '';
  const finish = useFinishBalanceReturn(orderNumber);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: a repeat would only get the same answer back, but it is a write.
    if (!paymentId || started.current) return;
    started.current = true;
    finish.mutate(paymentId);
  }, [finish, paymentId]);

  const orderLink = (
    <ButtonLink to={`/account/orders/${orderNumber}`} $variant="secondary">
      See your order
    </ButtonLink>
  );
  if (finish.data) {
    return (
      <FormCard title="Thank you!">
        <FormOutcome
          message={`You paid ${formatPrice(finish.data.amountPaid)} for the change to order ${orderNumber}.`}
        >
          {orderLink}
        </FormOutcome>
      </FormCard>
    );
  }
  const failed = finish.error;
  if (!paymentId || failed) {
    const payLink = recalledPayLink(orderNumber);
    // 402: the server read from Stripe that nothing is held. Anything else says nothing about the payment.
    const declined = failed instanceof ApiError && failed.status === 402;
    const message = !paymentId
      ? 'This page finishes a PayPal payment, and none was named.'
      : failed instanceof ApiError
        ? userErrorMessage(failed, 'The payment could not be finished.')
        : 'The store is not answering. Check your connection and reload this page to finish your payment.';
    return (
      <FormCard title={declined ? 'PayPal did not take the payment' : 'Your payment was not finished'}>
        <p role="alert">{message}</p>
        {declined && (
          <p>
            Nothing was charged. {payLink ? 'You can try again.' : 'The link in our e-mail still works to try again.'}
          </p>
        )}
        {declined && payLink && <ButtonLink to={payLink}>Try again</ButtonLink>}
        {orderLink}
      </FormCard>
    );
  }
  return (
    <FormCard title="Finishing your payment">
      <p role="status">Checking your PayPal payment with the payment provider…</p>
    </FormCard>
  );
}
