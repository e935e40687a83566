import styled from 'styled-components';
import { formatPrice } from '@ps/shared/rules';
import type { OrderListItem } from '@ps/shared/schemas';
import { media } from '@ps/shared/theme';
import { ButtonLink } from '@ps/shared/ui';
import { OrderStatusBadge } from '@ps/shared/kit';
import { formatDeliveryDate } from '../../lib/order-model/order-dates';
import { showsExpectedDeliveryOnCard } from '../../lib/order-model/order-visibility';
import { useOrderDate } from '../../lib/order-model/use-order-date';

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  border: 2px solid ${({ theme }) => theme.color.border};
  box-shadow: 4px 4px 0 #000;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: 1.6rem;
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  > * {
    flex: 1 1 160px;
  }
  ${media.md} {
    justify-content: flex-end;
    > * {
      flex: 0 0 auto;
    }
  }
`;

export function OrderCard({ order }: { order: OrderListItem }) {
  const headingId = `order-${order.id}-title`;
  const placedOn = useOrderDate(order.createdAt);
  return (
    <Card aria-labelledby={headingId} data-testid="order-card">
      <Top>
        <h2 id={headingId}>{order.orderNumber}</h2>
        <OrderStatusBadge status={order.status} />
      </Top>
      <Facts>
        <div>
          <dt>Placed</dt>
          <dd>
            <time dateTime={order.createdAt}>{placedOn}</time>
          </dd>
        </div>
        <div>
          <dt>Items</dt>
          <dd>
            {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'}
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatPrice(order.total)}</dd>
        </div>
        {showsExpectedDeliveryOnCard(order.status) && (
          <div>
            <dt>Expected delivery</dt>
            <dd>
              <time dateTime={order.estimatedDelivery}>{formatDeliveryDate(order.estimatedDelivery)}</time>
            </dd>
          </div>
        )}
      </Facts>
      <Actions>
        <ButtonLink
          $variant="secondary"
          to={`/track/${encodeURIComponent(order.orderNumber)}`}
          aria-label={`Track Order ${order.orderNumber}`}
        >
          Track Order
        </ButtonLink>
        <ButtonLink
          to={`/account/orders/${encodeURIComponent(order.orderNumber)}`}
          aria-label={`View Details ${order.orderNumber}`}
        >
          View Details
        </ButtonLink>
      </Actions>
    </Card>
  );
}
