import styled from 'styled-components';
import type { OrderDetail } from '@ps/shared/schemas';
import { OrderStatusBadge } from '@ps/shared/kit';
import { describeOrderStatus } from '../../lib/order-model/order-status';
import { Panel } from '../../ui/panel';

const Card = styled(Panel)`
  border: 3px solid #000;
  box-shadow: 6px 6px 0 #000;
  background:
    radial-gradient(circle at 90% 10%, rgb(255 79 139 / 35%), transparent 45%), ${({ theme }) => theme.color.surface};
  h2 {
    overflow-wrap: anywhere;
  }
`;

const Description = styled.p`
  font-size: 1.125rem;
`;

const Email = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
  strong {
    color: ${({ theme }) => theme.color.text};
  }
`;

type Tracked = Pick<OrderDetail, 'orderNumber' | 'status' | 'customerInfo'>;

export function TrackingStatusPanel({ order }: { order: Tracked }) {
  return (
    <Card aria-labelledby="tracking-status-title">
      <h2 id="tracking-status-title">Order {order.orderNumber}</h2>
      <div>
        <OrderStatusBadge status={order.status} wording="tracking" />
      </div>
      <Description data-testid="status-description">
        {describeOrderStatus(order.status).trackingDescription}
      </Description>
      <Email data-testid="tracking-email">
        Tracking updates go to <strong>{order.customerInfo.email}</strong>
      </Email>
    </Card>
  );
}
