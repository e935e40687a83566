import { ADMIN_ORDER_MESSAGES } from '@ps/shared/console-schemas';
import { RETURN_MESSAGES } from '@ps/shared/schemas';
import { AppError } from '../../../http/app-error';
import { adminOrderQueries } from '../console/admin-order-repository';
import { refundOrderLinesIn } from '../console/refunds/refund-lines';
import type { OrderStaffActor } from '../console/status-change';
import type { ReturnDependencies } from './return-dependencies';
import { returnQueries } from './return-repository';
import { lockForStep, recordStep } from './return-step';

/**
 * Pays back and restocks what came back good, through the order's refund by line in this same
 * transaction: its checks (units left, the role's limit), its provider call, its mail and its
 * records. A direct refund of the same units that got there first leaves none to refund: 409/422.
 */
export async function refundReturn(
  deps: ReturnDependencies,
  id: number,
  expectedVersion: number,
  actor: OrderStaffActor,
) {
  await deps.db.transaction().execute(async (trx) => {
    const request = await lockForStep(trx, id, expectedVersion, ['received'], 'refunded');
    if (request.kind !== 'return') {
      throw new AppError(409, 'INVALID_TRANSITION', 'An exchange is settled by its replacement, not a refund.');
    }
    const lines = (await returnQueries.linesOf(trx, [id]))
      .map((line) => ({ itemId: line.orderItemId, quantity: line.goodQuantity ?? 0 }))
      .filter((line) => line.quantity > 0);
    if (lines.length === 0) throw new AppError(409, 'NOTHING_TO_REFUND', RETURN_MESSAGES.nothingGood);
    const order = await adminOrderQueries.lockForChange(trx, request.orderId);
    if (!order) throw AppError.notFound(ADMIN_ORDER_MESSAGES.notFound);
    const notes = `Return ${request.id}`;
    const { amountCents } = await refundOrderLinesIn(
      trx,
      deps,
      order.id,
      { lines, restock: true, expectedVersion: order.version, notes },
      actor,
    ).catch((error: unknown) => {
      if (!(error instanceof AppError) || error.code !== 'REFUND_TOO_LARGE') throw error;
      throw new AppError(409, 'REFUND_TOO_LARGE', `${RETURN_MESSAGES.refundedMeanwhile} ${error.message}.`);
    });
    await returnQueries.update(trx, id, request.version, {
      status: 'refunded',
      refundedCents: amountCents,
      refundedAt: deps.clock(),
    });
    // The refund by line has mailed the customer what was given back and written the audit row.
    await recordStep(trx, deps, actor, request, { to: 'refunded', changes: {}, audit: false });
  });
}
