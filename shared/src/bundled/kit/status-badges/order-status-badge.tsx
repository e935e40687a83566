import { ORDER_STATUS_LABELS, ORDER_STATUS_NAMES, type OrderStatus } from '@ps/shared/rules';
import { Badge, VisuallyHidden, type BadgeTone } from '@ps/shared/ui';

/** One colour per status, the same on the confirmation, in the history, the order detail and tracking. */
export const ORDER_STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'accent',
  confirmed: 'info',
  processing: 'warning',
  shipped: 'panic',
  delivered: 'success',
  cancelled: 'danger',
  refunded: 'neutral',
};

interface Props {
  status: OrderStatus;
  /** The tracking page words statuses for shoppers ("On the Way"); elsewhere the plain name shows. */
  wording?: 'name' | 'tracking';
}

export function OrderStatusBadge({ status, wording = 'name' }: Props) {
  return (
    <Badge $tone={ORDER_STATUS_TONES[status]} data-testid="order-status">
      <VisuallyHidden>Order status: </VisuallyHidden>
      {wording === 'tracking' ? ORDER_STATUS_LABELS[status] : ORDER_STATUS_NAMES[status]}
    </Badge>
  );
}
