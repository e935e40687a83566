import { ORDER_EDIT_MESSAGES } from '@ps/shared/schemas';
import type { Db } from '../../../db/tables';
import { AppError } from '../../../http/app-error';
import { hashOfToken, newSecretToken } from '../../../platform/sessions/secret-token';
import type { PaymentProvider } from '../../payments';
import { refundKeyOf } from '../console/payment-for-change';
import { refundAcrossPayments } from '../console/refunds/refund-across-payments';
import { assertMayRefund, type RefundAllowance } from '../console/refunds/refund-allowance';
import { refundQueries } from '../console/refunds/refund-repository';
import type { OrderRecord } from '../repository';
import { balanceQueries, orderEditQueries } from './edit-repository';

/** What an edit did to the money: given back now, or left for the customer to pay through a link. */
export interface Settlement {
  refundedCents: number;
  balanceDueCents: number;
  /** The new link's secret, for the mail; null when nothing is due. */
  balanceToken: string | null;
}

/** Who pays back a decrease: a member within their role's allowance, or the shop for the customer's own edit. */
export interface SettlingParty {
  allowance: RefundAllowance;
  staff: { id: number; name: string } | null;
}

const paymentNotTaken = () => new AppError(409, 'PAYMENT_NOT_TAKEN', ORDER_EDIT_MESSAGES.paymentNotTaken);

/**
 * Settles the order's new total against what the customer has paid so far (the total less the
 * balance still due): a decrease is refunded through the provider at once, an increase becomes
 * the balance due with a fresh link, and either way the old link stops working. Called with the
 * order row locked; the provider's refund key is the order's next, so a retry refunds once.
 */
export async function settleDifference(
  trx: Db,
  payments: PaymentProvider,
  order: OrderRecord,
  newTotalCents: number,
  party: SettlingParty,
): Promise<Settlement> {
  const paidCents = order.totalCents - order.balanceDueCents;
  const owedCents = newTotalCents - paidCents;
  if (newTotalCents !== order.totalCents) {
    if (order.refundedCents > 0) throw new AppError(409, 'ORDER_REFUNDED', ORDER_EDIT_MESSAGES.refundedLines);
    if (order.paymentStatus !== 'paid') throw paymentNotTaken();
  }
  await balanceQueries.replaceOpen(trx, order.id);
  if (owedCents === 0) return { refundedCents: 0, balanceDueCents: 0, balanceToken: null };
  if (owedCents > 0) {
    const balanceToken = newSecretToken();
    await balanceQueries.open(trx, order.id, owedCents, hashOfToken(balanceToken));
    return { refundedCents: 0, balanceDueCents: owedCents, balanceToken };
  }
  const amountCents = -owedCents;
  assertMayRefund(party.allowance, amountCents);
  const key = refundKeyOf(order.id, await refundQueries.count(trx, order.id));
  const { refundId } = await refundAcrossPayments(trx, payments, order, key, amountCents);
  await orderEditQueries.addSettlementRefund(
    trx,
    { orderId: order.id, amountCents, providerRefundId: refundId },
    party.staff,
  );
  return { refundedCents: amountCents, balanceDueCents: 0, balanceToken: null };
}
