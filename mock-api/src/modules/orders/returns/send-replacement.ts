import { formatPrice } from '@ps/shared/rules';
import { RETURN_MESSAGES, type Carrier } from '@ps/shared/schemas';
import { AppError } from '../../../http/app-error';
import { centsToDollars } from '../../../lib/money';
import { adminOrderQueries } from '../console/admin-order-repository';
import type { OrderStaffActor } from '../console/status-change';
import { createShipment } from '../shipments';
import type { ReturnDependencies } from './return-dependencies';
import { RETURN_EMAILS } from './return-emails';
import { returnQueries } from './return-repository';
import { lockForStep, recordStep } from './return-step';

export interface ReplacementShipment {
  carrier: Carrier;
  trackingNumber: string;
  expectedVersion: number;
}

/**
 * The exchange's replacement leaves with this carrier and tracking number, as a new parcel of the same
 * order (decision 071); the exchange's own mail is the customer's one mail about it. A dearer
 * replacement waits until the order's balance is paid (409 before).
 */
export async function sendReplacement(
  deps: ReturnDependencies,
  id: number,
  shipment: ReplacementShipment,
  actor: OrderStaffActor,
) {
  await deps.db.transaction().execute(async (trx) => {
    const request = await lockForStep(trx, id, shipment.expectedVersion, ['received'], 'sent');
    if (request.kind !== 'exchange') {
      throw new AppError(409, 'INVALID_TRANSITION', 'Only an exchange has a replacement to send.');
    }
    const order = await adminOrderQueries.lockForChange(trx, request.orderId);
    if (!order || request.replacementItemId === null) {
      throw new AppError(409, 'INVALID_TRANSITION', 'This exchange has no replacement to send.');
    }
    if (request.chargedCents !== null && order.balanceDueCents > 0) {
      const due = formatPrice(centsToDollars(order.balanceDueCents));
      throw new AppError(409, 'BALANCE_DUE', RETURN_MESSAGES.balanceDue(due));
    }
    const units = (await returnQueries.linesOf(trx, [id])).reduce((sum, line) => sum + line.quantity, 0);
    const { carrier, trackingNumber } = shipment;
    const lines = [{ itemId: request.replacementItemId, quantity: units }];
    await createShipment(trx, order, { carrier, trackingNumber, lines }, actor, deps.siteUrl, false);
    await returnQueries.update(trx, id, request.version, {
      status: 'sent',
      carrier,
      trackingNumber,
      sentAt: deps.clock(),
    });
    await recordStep(trx, deps, actor, request, {
      to: 'sent',
      changes: { carrier, trackingNumber },
      mail: RETURN_EMAILS.sent(request, carrier, trackingNumber, deps.siteUrl),
    });
  });
}
