import { PAYMENT_STATUS_NAMES, type PaymentStatus } from '@ps/shared/rules';
import { Badge, VisuallyHidden, type BadgeTone } from '@ps/shared/ui';

/** Paid green, failed red, anything else yellow (spec 3 §2 order detail). */
export const PAYMENT_STATUS_TONES: Record<PaymentStatus, BadgeTone> = {
  pending: 'accent',
  paid: 'success',
  failed: 'danger',
  partially_refunded: 'accent',
  refunded: 'accent',
  voided: 'accent',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge $tone={PAYMENT_STATUS_TONES[status]} data-testid="payment-status">
      <VisuallyHidden>Payment status: </VisuallyHidden>
      {PAYMENT_STATUS_NAMES[status]}
    </Badge>
  );
}
