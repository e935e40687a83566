import type { PaymentStatus } from '@ps/shared/schemas';
import { VisuallyHidden } from '@ps/shared/ui';
import { describePaymentStatus } from '../../lib/order-model/payment-text';
import { Badge } from '../../ui/badge';

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { name, tone } = describePaymentStatus(status);
  return (
    <Badge $tone={tone} data-testid="payment-status">
      <VisuallyHidden>Payment status: </VisuallyHidden>
      {name}
    </Badge>
  );
}
