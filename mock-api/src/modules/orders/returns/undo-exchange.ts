import { ADMIN_ORDER_MESSAGES } from '@ps/shared/console-schemas';
import { RETURN_MESSAGES } from '@ps/shared/schemas';
import type { Db } from '../../../db/tables';
import { AppError } from '../../../http/app-error';
import { hashOfToken, newSecretToken } from '../../../platform/sessions/secret-token';
import { adminOrderQueries } from '../console/admin-order-repository';
import { refundKeyOf } from '../console/payment-for-change';
import { refundAcrossPayments } from '../console/refunds/refund-across-payments';
import { assertMayRefund, type RefundAllowance } from '../console/refunds/refund-allowance';
import { refundQueries } from '../console/refunds/refund-repository';
import { balanceQueries, orderEditQueries } from '../edits';
import { orderQueries } from '../repository';
import type { ReturnDependencies } from './return-dependencies';
import { returnQueries, type ReturnRecord } from './return-repository';

/** Who withdraws: a member within their role's refund allowance, or the customer (the shop gives back). */
export interface WithdrawingParty {
  allowance: RefundAllowance;
  staff: { id: number; name: string } | null;
}

/** What undoing an approved exchange did to the money, for the request, the mail and the audit row. */
export interface UndoneExchange {
  /** A paid difference given back through the provider. */
  refundedCents: number;
  /** An unpaid difference dropped from the order's balance (its link stops working). */
  voidedCents: number;
  /** What the order still owes for other changes, with its fresh link's secret; null when nothing. */
  stillDue: { amountCents: number; token: string } | null;
}

const NOTHING: UndoneExchange = { refundedCents: 0, voidedCents: 0, stillDue: null };

/**
 * Undoes what an exchange's approval did (decision 072, amended): the replacement's units go back
 * on sale and its line leaves the order, and a dearer option's difference leaves the total. Unpaid,
 * it leaves the balance and its link ends as withdrawn; paid, it is refunded across the order's
 * payments with the order's next refund key, so a retry gives it back once. Called with the
 * request withdrawn (and its replacement line unlinked) in this transaction.
 */
export async function undoExchange(
  trx: Db,
  deps: ReturnDependencies,
  request: ReturnRecord,
  party: WithdrawingParty,
): Promise<UndoneExchange> {
  const order = await adminOrderQueries.lockForChange(trx, request.orderId);
  if (!order) throw AppError.notFound(ADMIN_ORDER_MESSAGES.notFound);
  if ((request.refundedCents ?? 0) > 0)
    throw new AppError(409, 'DIFFERENCE_REFUNDED', RETURN_MESSAGES.differenceRefunded);
  const itemId = request.replacementItemId;
  if (itemId !== null) {
    const refunded = await refundQueries.refundedByItem(trx, order.id);
    if ((refunded.get(itemId) ?? 0) > 0) {
      throw new AppError(409, 'REPLACEMENT_REFUNDED', RETURN_MESSAGES.replacementRefunded);
    }
    const item = (await orderQueries.listItems(trx, order.id)).find((each) => each.id === itemId);
    if (item) await adminOrderQueries.restock(trx, order.id, new Map([[item.id, item.quantity]]), deps.siteUrl);
    await returnQueries.removeReplacementItem(trx, order.id, itemId);
  }
  const charged = request.chargedCents ?? 0;
  if (charged === 0) {
    await adminOrderQueries.update(trx, order.id, order.version, {});
    return NOTHING;
  }
  const totals = { subtotalCents: order.subtotalCents - charged, totalCents: order.totalCents - charged };
  const settled =
    request.chargeBalanceId === null
      ? null
      : await returnQueries.chargeSettlement(trx, order.id, request.chargeBalanceId);
  if (settled !== 'paid') {
    const dueCents = Math.max(order.balanceDueCents - charged, 0);
    await returnQueries.withdrawOpenBalance(trx, order.id);
    const token = dueCents > 0 ? newSecretToken() : null;
    if (token) await balanceQueries.open(trx, order.id, dueCents, hashOfToken(token));
    await adminOrderQueries.update(trx, order.id, order.version, { ...totals, balanceDueCents: dueCents });
    return { refundedCents: 0, voidedCents: charged, stillDue: token ? { amountCents: dueCents, token } : null };
  }
  assertMayRefund(party.allowance, charged);
  const key = refundKeyOf(order.id, await refundQueries.count(trx, order.id));
  const { refundId } = await refundAcrossPayments(trx, deps.payments, order, key, charged);
  await orderEditQueries.addSettlementRefund(
    trx,
    { orderId: order.id, amountCents: charged, providerRefundId: refundId },
    party.staff,
  );
  await adminOrderQueries.update(trx, order.id, order.version, { ...totals, refundReference: refundId });
  return { ...NOTHING, refundedCents: charged };
}
