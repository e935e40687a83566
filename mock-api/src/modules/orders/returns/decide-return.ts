import { ADMIN_ORDER_MESSAGES } from '@ps/shared/console-schemas';
import { RETURN_MESSAGES } from '@ps/shared/schemas';
import type { Db } from '../../../db/tables';
import { AppError } from '../../../http/app-error';
import { adminOrderQueries } from '../console/admin-order-repository';
import { refundKeyOf } from '../console/payment-for-change';
import { refundAcrossPayments } from '../console/refunds/refund-across-payments';
import { assertMayRefund } from '../console/refunds/refund-allowance';
import { refundQueries } from '../console/refunds/refund-repository';
import type { OrderStaffActor } from '../console/status-change';
import { orderQueries } from '../repository';
import { chargeDifference } from './charge-difference';
import type { ReturnDependencies } from './return-dependencies';
import { RETURN_EMAILS } from './return-emails';
import { returnQueries, type ReturnRecord } from './return-repository';
import { lockForStep, recordStep } from './return-step';

export interface ReturnDecision {
  message?: string;
  expectedVersion: number;
}

/** Refuses a request that is still waiting, telling the customer why. */
export async function refuseReturn(
  deps: ReturnDependencies,
  id: number,
  decision: ReturnDecision,
  actor: OrderStaffActor,
) {
  await deps.db.transaction().execute(async (trx) => {
    const request = await lockForStep(trx, id, decision.expectedVersion, ['requested'], 'refused');
    const staffMessage = decision.message ?? null;
    await returnQueries.update(trx, id, request.version, { status: 'refused', staffMessage, decidedAt: deps.clock() });
    await recordStep(trx, deps, actor, request, {
      to: 'refused',
      changes: { message: staffMessage },
      mail: RETURN_EMAILS.refused({ ...request, staffMessage }, deps.siteUrl),
    });
  });
}

/**
 * Approves a waiting request. An exchange takes its replacement's units off sale now (409 when
 * a shopper took the last one first), adds the replacement's line to the order at the price paid,
 * and gives back through the provider what the cheaper option costs less, or leaves what the
 * dearer one costs more as the order's balance, with its pay link in the approval mail.
 */
export async function approveReturn(
  deps: ReturnDependencies,
  id: number,
  decision: ReturnDecision,
  actor: OrderStaffActor,
) {
  await deps.db.transaction().execute(async (trx) => {
    const request = await lockForStep(trx, id, decision.expectedVersion, ['requested'], 'approved');
    const staffMessage = decision.message ?? null;
    const exchange = request.kind === 'exchange' ? await holdReplacement(trx, deps, request, actor) : null;
    await returnQueries.update(trx, id, request.version, {
      status: 'approved',
      staffMessage,
      decidedAt: deps.clock(),
      replacementItemId: exchange?.itemId ?? null,
      refundedCents: exchange?.refundCents ?? null,
      chargedCents: exchange?.charge?.amountCents ?? null,
      chargeBalanceId: exchange?.charge?.balanceId ?? null,
    });
    await recordStep(trx, deps, actor, request, {
      to: 'approved',
      changes: {
        message: staffMessage,
        replacementItemId: exchange?.itemId ?? null,
        refundCents: exchange?.refundCents ?? null,
        chargedCents: exchange?.charge?.amountCents ?? null,
      },
      mail: RETURN_EMAILS.approved({ ...request, staffMessage }, deps.siteUrl, exchange?.charge ?? null),
    });
  });
}

async function holdReplacement(trx: Db, deps: ReturnDependencies, request: ReturnRecord, actor: OrderStaffActor) {
  const order = await adminOrderQueries.lockForChange(trx, request.orderId);
  if (!order) throw AppError.notFound(ADMIN_ORDER_MESSAGES.notFound);
  const [line] = await returnQueries.linesOf(trx, [request.id]);
  const items = await orderQueries.listItems(trx, order.id);
  const item = items.find((each) => each.id === line?.orderItemId);
  const variantIds = [item?.variantId, request.replacementVariantId].filter((each): each is number => !!each);
  const variants = await returnQueries.variantsByIds(trx, variantIds);
  const bought = variants.find((variant) => variant.id === item?.variantId);
  const wanted = variants.find((variant) => variant.id === request.replacementVariantId);
  if (!line || !item || !wanted) throw new AppError(409, 'CONFLICT', RETURN_MESSAGES.notAnOption);
  if (!(await returnQueries.reserve(trx, wanted.id, line.quantity))) {
    throw new AppError(409, 'OUT_OF_STOCK', RETURN_MESSAGES.replacementSoldOut);
  }
  // What the option costs more (positive) or less (negative) per unit than the one bought.
  const morePerUnit = wanted.priceAdjustmentCents - (bought?.priceAdjustmentCents ?? 0);
  const lessPerUnit = Math.max(-morePerUnit, 0);
  const itemId = await returnQueries.addReplacementItem(trx, order.id, {
    productId: item.productId,
    variantId: wanted.id,
    productName: item.productName,
    variantName: wanted.name,
    sku: wanted.sku,
    quantity: line.quantity,
    unitPriceCents: Math.max(item.unitPriceCents + morePerUnit, 0),
    imageUrl: item.imageUrl,
  });
  if (morePerUnit > 0) {
    const amountCents = morePerUnit * line.quantity;
    const { token, balanceId } = await chargeDifference(trx, order, amountCents);
    const dueCents = order.balanceDueCents + amountCents;
    return { itemId, refundCents: null, charge: { amountCents, dueCents, token, balanceId } };
  }
  const refundCents = Math.min(lessPerUnit * line.quantity, order.totalCents - order.refundedCents);
  if (refundCents <= 0) {
    await adminOrderQueries.update(trx, order.id, order.version, {});
    return { itemId, refundCents: null, charge: null };
  }
  assertMayRefund(actor.refunds, refundCents);
  const key = refundKeyOf(order.id, await refundQueries.count(trx, order.id));
  const { refundId } = await refundAcrossPayments(trx, deps.payments, order, key, refundCents);
  await refundQueries.add(
    trx,
    { orderId: order.id, amountCents: refundCents, providerRefundId: refundId, restocked: false, lines: [] },
    actor,
  );
  const refundedCents = order.refundedCents + refundCents;
  await adminOrderQueries.update(trx, order.id, order.version, {
    refundedCents,
    paymentStatus: refundedCents === order.totalCents ? 'refunded' : 'partially_refunded',
    refundReference: refundId,
  });
  await adminOrderQueries.addEvent(
    trx,
    order.id,
    order.status,
    actor,
    `Exchange ${request.id}: price difference`,
    refundCents,
  );
  return { itemId, refundCents, charge: null };
}
