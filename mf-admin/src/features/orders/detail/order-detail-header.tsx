import styled from 'styled-components';
import type { AdminOrderDetail } from '@ps/shared/schemas';
import { Button, OrderStatusBadge, PaymentStatusBadge } from '@ps/shared/ui';
import { PageHeader } from '../../../ui/admin-page';
import { formatDateTime } from '../../../ui/format';

const Badges = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
`;

interface Props {
  order: AdminOrderDetail;
  onUpdateStatus: () => void;
}

export function OrderDetailHeader({ order, onUpdateStatus }: Props) {
  return (
    <PageHeader>
      <div>
        <h1>Order {order.orderNumber}</h1>
        <Badges>
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.paymentStatus} />
          <span>
            Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </span>
        </Badges>
      </div>
      <div>
        <Button $variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
        <Button onClick={onUpdateStatus}>Update Status</Button>
      </div>
    </PageHeader>
  );
}
