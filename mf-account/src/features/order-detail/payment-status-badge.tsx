import type { PaymentStatus } from '@ps/shared/schemas';
import { Badge, VisuallyHidden } from '@ps/shared/ui';
import { describePaymentStatus } from '../../lib/order-model/payment-text';

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { name, tone } = describePaymentStatus(status);
  return (
    <Badge $tone={tone} data-testid="payment-status">
      <VisuallyHidden>Payment status: </VisuallyHidden>
      {name}
    </Badge>
  );
}
