import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ApiError, userErrorMessage } from '@ps/shared/api';
import { useSearchParams } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { ButtonLink, Container } from '@ps/shared/ui';
import { useFinishPaymentReturn } from '../../lib/checkout-api/finish-payment-return';
import { useCheckoutSessionIdStore } from '../../lib/checkout-flow/checkout-session-id';
import { useShowPlacedOrder } from '../../lib/checkout-flow/use-show-placed-order';
import { Alert, PageTitle } from '../../ui/panel';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** Stripe appends the PaymentIntent's id when PayPal sends the buyer back; its status there is not trusted. */
const PAYMENT_ID = 'payment_intent';

interface BackToPaymentProps {
  title: string;
  message: string;
  /** Only when the server read from the provider that nothing is held. */
  nothingCharged?: boolean;
}

function BackToPayment({ title, message, nothingCharged = false }: BackToPaymentProps) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Alert role="alert" data-testid="payment-return-error">
        {message}
      </Alert>
      {nothingCharged && <p>Nothing was charged and your cart is as you left it.</p>}
      <Actions>
        <ButtonLink to="/checkout/payment">Choose another payment method</ButtonLink>
        <ButtonLink to="/cart" $variant="secondary">
          Back to cart
        </ButtonLink>
      </Actions>
    </>
  );
}

/**
 * /checkout/return: where PayPal sends the buyer back. The server asks Stripe whether the payment is held and
 * places the order (once, whatever the webhook did); a cancelled or refused payment leads back to the payment step.
 */
export function PaymentReturnPage() {
  usePageMeta({ title: 'Checkout: Finishing your payment', description: 'Finishing your PayPal payment.' });
  const [params] = useSearchParams();
  const paymentId = params.get(PAYMENT_ID) ?? '';
  const sessionId = useCheckoutSessionIdStore((state) => state.sessionId);
  const finish = useFinishPaymentReturn();
  const showPlacedOrder = useShowPlacedOrder();
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: a repeat would only get the same order back, but it is a write.
    if (!paymentId || started.current) return;
    started.current = true;
    finish.mutate(
      { sessionId, paymentId },
      { onSuccess: ({ orderNumber }) => showPlacedOrder(orderNumber, sessionId) },
    );
  }, [finish, paymentId, sessionId, showPlacedOrder]);

  // 402: the server read from Stripe that nothing is held. Anything else says nothing about the payment.
  const failed = finish.error;
  return (
    <main>
      <Container>
        {!paymentId ? (
          <BackToPayment
            title="No payment to finish"
            message="This page finishes a PayPal payment, and none was named."
          />
        ) : failed instanceof ApiError ? (
          <BackToPayment
            title={failed.status === 402 ? 'PayPal did not take the payment' : 'Your order was not placed'}
            message={userErrorMessage(failed, 'The payment could not be finished.')}
            nothingCharged={failed.status === 402}
          />
        ) : failed ? (
          <BackToPayment
            title="We could not check your payment"
            message="The store is not answering. Check your connection and reload this page to finish your order."
          />
        ) : (
          <>
            <PageTitle>Finishing your payment</PageTitle>
            <p role="status" data-testid="payment-return-pending">
              Checking your PayPal payment with the payment provider and placing your order…
            </p>
          </>
        )}
      </Container>
    </main>
  );
}
