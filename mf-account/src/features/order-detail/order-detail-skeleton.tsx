import styled from 'styled-components';
import { Container, Skeleton, VisuallyHidden } from '@ps/shared/ui';
import { PageTitle } from '../../ui/page-title';
import { OrderDetailHeaderBox } from './order-detail-header';
import { BackLink, Column, Columns } from './order-detail-layout';

const Line = styled(Skeleton)<{ $width: string }>`
  width: ${({ $width }) => $width};
`;

/** The order page with its static parts in place and placeholders, at their heights, for the order's. */
export function OrderDetailSkeleton() {
  return (
    <main aria-busy="true">
      <Container>
        <BackLink to="/account/orders">← All orders</BackLink>
        <OrderDetailHeaderBox>
          <PageTitle>Order Details</PageTitle>
          <VisuallyHidden role="status">Loading order details…</VisuallyHidden>
          <Line $height="49px" $width="min(20rem, 70%)" aria-hidden="true" />
          <Line $height="26px" $width="min(16rem, 55%)" aria-hidden="true" />
          <Line $height="44px" $width="min(23rem, 100%)" aria-hidden="true" />
        </OrderDetailHeaderBox>
        <Columns aria-hidden="true">
          <Column>
            <Line $height="420px" $width="100%" />
            <Line $height="220px" $width="100%" />
          </Column>
          <Column>
            <Line $height="200px" $width="100%" />
            <Line $height="200px" $width="100%" />
          </Column>
        </Columns>
      </Container>
    </main>
  );
}
