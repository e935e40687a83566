import { formatPrice } from '@ps/shared/rules';
import type { Db } from '../../../../db/tables';
import { AppError } from '../../../../http/app-error';
import { centsToDollars } from '../../../../lib/money';
import type { PaymentProvider } from '../../../payments';
import { paymentQueries } from './payment-repository';

/** What the order has taken and given back so far (decision 073: the total less what is still due). */
export interface PaidOrder {
  id: number;
  paymentReference: string;
  totalCents: number;
  refundedCents: number;
  balanceDueCents: number;
}

interface Part {
  paymentId: string;
  idempotencyKey: string;
  amountCents: number;
  balanceId: number | null;
}

/**
 * Which payments give back `amountCents`: the checkout's payment first, then the paid balances,
 * oldest first, each no further than what is left of it. What is left of the checkout's payment
 * is what the order still holds less what is left of its balances (every refund so far went to
 * the checkout's payment unless a balance says it gave some back).
 */
export function splitRefund(
  order: PaidOrder,
  key: string,
  amountCents: number,
  balances: readonly { id: number; amountCents: number; refundedCents: number; providerPaymentId: string | null }[],
): Part[] {
  const heldCents = order.totalCents - order.refundedCents - order.balanceDueCents;
  if (amountCents > heldCents) {
    const left = formatPrice(centsToDollars(Math.max(heldCents, 0)));
    throw new AppError(409, 'REFUND_TOO_LARGE', `That is more than was taken: ${left} is left to give back.`);
  }
  const open = balances.filter((balance) => balance.providerPaymentId !== null);
  const balancesLeft = open.reduce((sum, balance) => sum + balance.amountCents - balance.refundedCents, 0);
  const parts: Part[] = [];
  let rest = amountCents;
  const fromCheckout = Math.min(rest, Math.max(heldCents - balancesLeft, 0));
  if (fromCheckout > 0) {
    parts.push({ paymentId: order.paymentReference, idempotencyKey: key, amountCents: fromCheckout, balanceId: null });
    rest -= fromCheckout;
  }
  for (const balance of open) {
    const cents = Math.min(rest, balance.amountCents - balance.refundedCents);
    if (cents <= 0) continue;
    const paymentId = balance.providerPaymentId ?? '';
    parts.push({
      paymentId,
      idempotencyKey: `${key}-balance-${balance.id}`,
      amountCents: cents,
      balanceId: balance.id,
    });
    rest -= cents;
  }
  return parts;
}

/**
 * Gives back `amountCents` through the provider across the order's payments (splitRefund), in
 * the caller's transaction with the order row locked. Each part has its own key derived from the
 * refund's, so a retry after a lost answer or a failed later part gets each refund back, never a
 * second one. Answers the provider's refund ids, joined when there were several.
 */
export async function refundAcrossPayments(
  trx: Db,
  payments: PaymentProvider,
  order: PaidOrder,
  key: string,
  amountCents: number,
): Promise<{ refundId: string }> {
  const parts = splitRefund(order, key, amountCents, await paymentQueries.paidBalancesOf(trx, order.id));
  const refundIds: string[] = [];
  for (const part of parts) {
    const { refundId } = await payments.refund(part.paymentId, part.idempotencyKey, part.amountCents);
    refundIds.push(refundId);
    if (part.balanceId !== null) await paymentQueries.addRefunded(trx, part.balanceId, part.amountCents);
  }
  return { refundId: refundIds.join(', ') };
}
