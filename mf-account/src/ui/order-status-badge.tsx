import type { OrderStatus } from '@ps/shared/schemas';
import { VisuallyHidden } from '@ps/shared/ui';
import { describeOrderStatus } from '../lib/order-model/order-status';
import { Badge } from './badge';

interface Props {
  status: OrderStatus;
  /** The tracking page words statuses for shoppers ("On the Way"); elsewhere the plain name shows. */
  wording?: 'name' | 'tracking';
}

export function OrderStatusBadge({ status, wording = 'name' }: Props) {
  const text = describeOrderStatus(status);
  return (
    <Badge $tone={text.tone} data-testid="order-status">
      <VisuallyHidden>Order status: </VisuallyHidden>
      {wording === 'tracking' ? text.trackingLabel : text.name}
    </Badge>
  );
}
