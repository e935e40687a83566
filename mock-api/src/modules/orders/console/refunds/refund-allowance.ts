import { formatPrice } from '@ps/shared/rules';
import { STAFF_ROLE_MESSAGES } from '@ps/shared/console-schemas';
import { ACCOUNT_MESSAGES } from '@ps/shared/schemas';
import { AppError } from '../../../../http/app-error';
import { centsToDollars } from '../../../../lib/money';

/** What the acting member's role lets them give back: 'orders.refund', and at most this much at a time. */
export interface RefundAllowance {
  permitted: boolean;
  /** Null: no limit. */
  limitCents: number | null;
}

/**
 * Checked with the order locked, before the provider is asked: a refund the role may not make
 * (a paid order cancelled, a whole or partial refund) moves no money and changes nothing.
 */
export function assertMayRefund(allowance: RefundAllowance, amountCents: number): void {
  if (!allowance.permitted) throw new AppError(403, 'FORBIDDEN', ACCOUNT_MESSAGES.forbidden);
  if (allowance.limitCents !== null && amountCents > allowance.limitCents) {
    const message = STAFF_ROLE_MESSAGES.overLimit(formatPrice(centsToDollars(allowance.limitCents)));
    throw new AppError(403, 'REFUND_OVER_LIMIT', message);
  }
}
