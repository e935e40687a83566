import { ADMIN_ORDER_MESSAGES } from '@ps/shared/console-schemas';
import { AppError } from '../../../http/app-error';
import { adminOrderQueries } from '../console/admin-order-repository';
import type { OrderStaffActor } from '../console/status-change';
import type { ReturnDependencies } from './return-dependencies';
import { RETURN_EMAILS } from './return-emails';
import { returnQueries } from './return-repository';
import { lockForStep, recordStep } from './return-step';

export interface ReturnReceipt {
  lines: readonly { itemId: number; goodQuantity: number }[];
  expectedVersion: number;
}

/**
 * Marks an approved request's parcel as received, with how many of each line came back fit to sell
 * again (the rest are damaged). A return's good units are restocked when they are refunded, through
 * the refund by line; an exchange has no refund, so its good units go back on sale here.
 */
export async function receiveReturn(
  deps: ReturnDependencies,
  id: number,
  receipt: ReturnReceipt,
  actor: OrderStaffActor,
) {
  await deps.db.transaction().execute(async (trx) => {
    const request = await lockForStep(trx, id, receipt.expectedVersion, ['approved'], 'received');
    const lines = await returnQueries.linesOf(trx, [id]);
    const fields: Record<string, string> = {};
    lines.forEach((line, index) => {
      const told = receipt.lines.find((each) => each.itemId === line.orderItemId);
      if (!told)
        fields[`lines.${index}.goodQuantity`] =
          `Say how many of ${line.productName} (${line.variantName}) came back good`;
      else if (told.goodQuantity > line.quantity) {
        fields[`lines.${index}.goodQuantity`] =
          `Only ${line.quantity} of ${line.productName} (${line.variantName}) were sent back`;
      }
    });
    receipt.lines.forEach((told, index) => {
      if (!lines.some((line) => line.orderItemId === told.itemId))
        fields[`lines.${index}.itemId`] = 'This item is not part of the request';
    });
    if (Object.keys(fields).length > 0) {
      throw new AppError(422, 'VALIDATION_ERROR', Object.values(fields)[0] ?? 'Check the items', { fields });
    }
    const good = new Map(receipt.lines.map((line) => [line.itemId, line.goodQuantity]));
    for (const [itemId, goodQuantity] of good) await returnQueries.setGoodQuantity(trx, id, itemId, goodQuantity);
    await returnQueries.update(trx, id, request.version, { status: 'received', receivedAt: deps.clock() });
    if (request.kind === 'exchange') {
      if (!(await adminOrderQueries.lockForChange(trx, request.orderId)))
        throw AppError.notFound(ADMIN_ORDER_MESSAGES.notFound);
      await adminOrderQueries.restock(trx, request.orderId, good, deps.siteUrl);
    }
    const goodUnits = [...good.values()].reduce((sum, each) => sum + each, 0);
    const units = lines.reduce((sum, line) => sum + line.quantity, 0);
    await recordStep(trx, deps, actor, request, {
      to: 'received',
      changes: { lines: receipt.lines, restocked: request.kind === 'exchange' },
      mail: RETURN_EMAILS.received(request, goodUnits, units - goodUnits, deps.siteUrl),
    });
  });
}
