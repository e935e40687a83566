import type { OrderDetailResponse } from '@ps/shared/schemas';
import { ORDER_STATUS_LABELS } from '@ps/shared/rules';
import { TooManyLookupsError } from '../../lib/orders-api/orders-request';

interface LookupState {
  isFetching: boolean;
  error: Error | null;
  data?: OrderDetailResponse;
}

export const LOOKING_UP_TEXT = 'Looking up your order...';

/** What the polite live region says about the lookup; the visible result is too long to be read out whole. */
export function trackingAnnouncement(orderNumber: string | undefined, lookup: LookupState): string {
  if (!orderNumber) return '';
  if (lookup.isFetching) return LOOKING_UP_TEXT;
  if (lookup.error instanceof TooManyLookupsError) return 'Too many lookups. Wait a minute, then try again.';
  if (lookup.error || !lookup.data) return 'Order Not Found';
  const { order, masked } = lookup.data;
  const hidden = masked ? ' Some personal details are hidden.' : '';
  return `Order ${order.orderNumber}: ${ORDER_STATUS_LABELS[order.status]}.${hidden}`;
}
