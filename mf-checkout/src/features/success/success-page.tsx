import styled from 'styled-components';
import { ApiError, userErrorMessage } from '@ps/shared/api';
import { useSearchParams } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { ButtonLink, Container, Skeleton, VisuallyHidden } from '@ps/shared/ui';
import { usePlacedOrder } from '../../lib/checkout-api/get-placed-order';
import { ColumnsSkeleton } from '../../ui/columns-skeleton';
import { PageTitle } from '../../ui/panel';
import { Confetti } from './confetti';
import { OrderConfirmation } from './order-confirmation';
import { useFinishCheckout } from './use-finish-checkout';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The two lines under the title (thanks, and the order number), at paragraph spacing. */
const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const NOT_FOUND = "We couldn't find your order confirmation. Please check your email or contact support.";

export function SuccessPage() {
  usePageMeta({ title: 'Order Confirmed', description: 'Your Panic Squad order is confirmed.' });
  const [params] = useSearchParams();
  const orderNumber = params.get('order')?.trim() ?? '';
  const { data, isPending, error } = usePlacedOrder(orderNumber);
  useFinishCheckout(data !== undefined && !data.masked);

  if (orderNumber && isPending) {
    return (
      <main aria-busy="true">
        <Container>
          <VisuallyHidden role="status">Loading your order confirmation…</VisuallyHidden>
          <PageTitle as="div" aria-hidden="true">
            <Skeleton $height="1.1em" $width="min(28rem, 80%)" />
          </PageTitle>
          <Lines aria-hidden="true">
            <Skeleton $height="1.5rem" $width="90%" />
            <Skeleton $height="1.5rem" $width="70%" />
          </Lines>
          <ColumnsSkeleton />
        </Container>
      </main>
    );
  }
  if (!orderNumber || error || !data) {
    return (
      <main>
        <Container>
          <PageTitle>Order Not Found</PageTitle>
          <p>{error instanceof ApiError && error.status === 404 ? NOT_FOUND : userErrorMessage(error, NOT_FOUND)}</p>
          <Actions>
            <ButtonLink to="/store">Continue Shopping</ButtonLink>
            <ButtonLink to="/contact" $variant="secondary">
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
