import styled from 'styled-components';
import { media } from '@ps/shared/theme';
import type { OrderDetail } from '@ps/shared/schemas';
import { Button, ButtonLink } from '@ps/shared/ui';
import { OrderStatusBadge } from '@ps/shared/kit';
import { OrderTime } from '../../ui/order-time';
import { PageTitle } from '../../ui/page-title';
import { CopyOrderNumberButton } from './copy-order-number-button';

/** The header's spacing; the loading state uses it too. */
export const OrderDetailHeaderBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h1 {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
`;

const OrderNumberText = styled.p`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 1.25rem;
  font-weight: 800;
  span {
    display: block;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 0.8rem;
    font-weight: 400;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Actions = styled(Row)`
  > * {
    flex: 1 1 180px;
  }
  ${media.md} {
    > * {
      flex: 0 0 auto;
    }
  }
`;

export function OrderDetailHeader({ order }: { order: OrderDetail }) {
  return (
    <OrderDetailHeaderBox>
      <PageTitle>Order Details</PageTitle>
      <Row>
        <OrderNumberText data-testid="order-number">
          <span>Order number</span>
          {order.orderNumber}
        </OrderNumberText>
        <CopyOrderNumberButton orderNumber={order.orderNumber} />
      </Row>
      <Row>
        <OrderStatusBadge status={order.status} />
        <p>
          Placed on <OrderTime at={order.createdAt} />
        </p>
      </Row>
      <Actions data-print-hidden>
        <Button onClick={() => window.print()}>Download Receipt</Button>
        <ButtonLink $variant="secondary" to={`/track/${encodeURIComponent(order.orderNumber)}`}>
          Track Order
        </ButtonLink>
      </Actions>
    </OrderDetailHeaderBox>
  );
}
