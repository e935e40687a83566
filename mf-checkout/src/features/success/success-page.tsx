import styled from 'styled-components';
import { ApiError } from '@ps/shared/api';
import { useSearchParams } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { ButtonLink, Container, PageLoader } from '@ps/shared/ui';
import { usePlacedOrder } from '../../lib/checkout-api/get-placed-order';
import { PageTitle } from '../../ui/panel';
import { Confetti } from './confetti';
import { OrderConfirmation } from './order-confirmation';
import { useFinishCheckout } from './use-finish-checkout';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

export function SuccessPage() {
  usePageMeta({ title: 'Order Confirmed', description: 'Your Panic Squad order is confirmed.' });
  const [params] = useSearchParams();
  const orderNumber = params.get('order')?.trim() ?? '';
  const { data, isPending, error } = usePlacedOrder(orderNumber);
  useFinishCheckout(data !== undefined && !data.masked);

  if (orderNumber && isPending) return <PageLoader label="Loading your order confirmation..." />;
  if (!orderNumber || error || !data) {
    return (
      <main>
        <Container>
          <PageTitle>Order Not Found</PageTitle>
          <p>
            {error instanceof ApiError && error.status !== 404
              ? error.userMessage("We couldn't find your order confirmation.")
              : "We couldn't find your order confirmation. Please check your email or contact support."}
          </p>
          <Actions>
            <ButtonLink to="/store">Continue Shopping</ButtonLink>
            <ButtonLink to="/#contact" $variant="secondary">
              Contact Support
            </ButtonLink>
          </Actions>
        </Container>
      </main>
    );
  }
  return (
    <main>
      <Confetti />
      <Container>
        <OrderConfirmation order={data.order} />
      </Container>
    </main>
  );
}
