import { isFinalOrderStatus } from '@ps/shared/console-schemas';
import { formatPrice } from '@ps/shared/rules';
import {
  balanceReturnPathOf,
  ORDER_EDIT_MESSAGES,
  RETURN_MESSAGES,
  type OrderBalancePaid,
  type OrderBalanceRedirect,
  type OrderBalanceResponse,
  type OrderStatus,
} from '@ps/shared/schemas';
import type { z } from 'zod';
import type { orderBalancePaymentSchema } from '@ps/shared/schemas';
import type { Db } from '../../../db/tables';
import { AppError } from '../../../http/app-error';
import { centsToDollars } from '../../../lib/money';
import { hashOfToken } from '../../../platform/sessions/secret-token';
import { adminOrderQueries } from '../console/admin-order-repository';
import { orderQueries } from '../repository';
import { balanceQueries, orderEditQueries } from './edit-repository';
import type { OrderEditDependencies } from './order-edit-dependencies';

export type BalancePayment = z.output<typeof orderBalancePaymentSchema>;

/**
 * The payment means in the provider's key: a retry with the same card after a lost answer
 * finds the first payment, while another card after a refusal is a new attempt.
 */
const meansOf = ({ card, paymentMethodId }: BalancePayment) =>
  paymentMethodId ?? `card-${card?.number.slice(-4)}-${card?.expMonth}-${card?.expYear}`;

const linkInvalid = () => AppError.notFound(ORDER_EDIT_MESSAGES.balanceLinkInvalid);

/** The open balance a link names; any stale or wrong link gets the same 404. */
async function openBalance(db: Db, order: { id: number; status: OrderStatus } | undefined, token: string) {
  if (!order) throw linkInvalid();
  const balance = await balanceQueries.findOpen(db, order.id, hashOfToken(token));
  if (!balance && (await balanceQueries.wasWithdrawn(db, order.id, hashOfToken(token)))) {
    throw new AppError(409, 'BALANCE_WITHDRAWN', RETURN_MESSAGES.balanceWithdrawn);
  }
  if (!balance) throw linkInvalid();
  if (isFinalOrderStatus(order.status)) throw new AppError(409, 'ORDER_CLOSED', ORDER_EDIT_MESSAGES.orderClosed);
  return balance;
}

export async function showBalance(db: Db, orderNumber: string, token: string): Promise<OrderBalanceResponse> {
  const order = await orderQueries.findByNumber(db, orderNumber);
  const balance = await openBalance(db, order, token);
  return {
    orderNumber,
    amountDue: centsToDollars(balance.amountCents),
    total: centsToDollars(order!.totalCents),
  };
}

/**
 * Takes the balance an edit left, once: with the order locked, the provider holds and captures
 * the amount under one key per balance, so a retry after a lost answer charges nothing more.
 * A refused card changes nothing and the link keeps working. PayPal through Stripe answers where
 * to approve it instead; the return page or the webhook then finishes it (balance-return.ts).
 */
export async function payBalance(
  deps: OrderEditDependencies,
  orderNumber: string,
  payment: BalancePayment,
  ip: string,
): Promise<OrderBalancePaid | OrderBalanceRedirect> {
  const { payments } = deps;
  return deps.db.transaction().execute(async (trx) => {
    const order = await orderEditQueries.lockByNumber(trx, orderNumber);
    const balance = await openBalance(trx, order, payment.token);
    const locked = order!;
    const key = balancePaymentKey(locked.id, balance.id, meansOf(payment));
    const request = {
      amountCents: balance.amountCents,
      idempotencyKey: key,
      methodType: payment.methodType === 'paypal' ? ('paypal' as const) : ('card' as const),
      card: payment.card,
      paymentMethodId: payment.paymentMethodId,
      description: `Panic Squad order ${orderNumber}: balance after a change`,
      // Not a checkout: the webhook finds no session in it, and knows a balance by its key.
      metadata: { checkoutSessionId: '', idempotencyKey: key },
      returnPath: balanceReturnPathOf(orderNumber),
    };
    const started =
      request.methodType === 'paypal' && payments.startRedirect && (await payments.startRedirect(request));
    if (started && started.kind === 'redirect') return { redirectUrl: started.redirectUrl };
    const held = started ? started.payment : await payments.authorize(request);
    await recordBalancePaid(trx, deps, { order: locked, balance, paymentId: held.id, ip });
    return { orderNumber, amountPaid: centsToDollars(balance.amountCents) };
  });
}

/** The provider's key of a balance's payment: the balance is read back from it on a return or a webhook. */
export const balancePaymentKey = (orderId: number, balanceId: number, means: string) =>
  `order-${orderId}-balance-${balanceId}-${means}`;

/**
 * Captures a held balance payment and records it: the balance paid, nothing due on the order, the
 * customer's entry on the timeline and the audit row. Called with the order row locked.
 */
export async function recordBalancePaid(
  trx: Db,
  deps: OrderEditDependencies,
  paid: {
    order: { id: number; version: number; orderNumber: string };
    balance: { id: number; amountCents: number };
    paymentId: string;
    ip: string;
  },
): Promise<void> {
  const { order, balance, paymentId, ip } = paid;
  await deps.payments.capture(paymentId);
  await balanceQueries.markPaid(trx, balance.id, paymentId);
  await adminOrderQueries.update(trx, order.id, order.version, { balanceDueCents: 0 });
  const summary = `You paid the ${formatPrice(centsToDollars(balance.amountCents))} the change added.`;
  await orderEditQueries.addEdit(trx, {
    orderId: order.id,
    kind: 'balance_paid',
    summary,
    differenceCents: 0,
    byCustomer: true,
    actorStaffId: null,
    actorName: null,
  });
  const changes = { summary, amountCents: balance.amountCents, paymentReference: paymentId };
  await deps.audit(
    trx,
    { staff: null, ip, allowance: { permitted: false, limitCents: 0 } },
    { action: 'order.balance_paid', target: order.orderNumber, changes },
  );
}
