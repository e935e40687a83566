import { ORDER_STATUS_NAMES, PAYMENT_STATUS_NAMES, type OrderStatus, type PaymentStatus } from '@ps/shared/schemas';
import { ORDER_STATUS_TONES, PAYMENT_STATUS_TONES, StatusBadge, VisuallyHidden } from '@ps/shared/ui';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <StatusBadge $tone={ORDER_STATUS_TONES[status]} data-testid="order-status">
      <VisuallyHidden>Order status: </VisuallyHidden>
      {ORDER_STATUS_NAMES[status]}
    </StatusBadge>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <StatusBadge $tone={PAYMENT_STATUS_TONES[status]} data-testid="payment-status">
      <VisuallyHidden>Payment: </VisuallyHidden>
      {PAYMENT_STATUS_NAMES[status]}
    </StatusBadge>
  );
}
