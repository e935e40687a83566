import { RETURN_STATUS_LABELS, type ReturnStatus } from '@ps/shared/schemas';
import { Badge, type BadgeTone } from '@ps/shared/ui';

const TONES: Record<ReturnStatus, BadgeTone> = {
  requested: 'warning',
  refused: 'danger',
  approved: 'info',
  received: 'info',
  refunded: 'success',
  sent: 'success',
  withdrawn: 'neutral',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <Badge $tone={TONES[status]}>{RETURN_STATUS_LABELS[status]}</Badge>;
}
