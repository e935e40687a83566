import type { Carrier } from '@ps/shared/schemas';
import { AppError } from '../../../http/app-error';
import type { OrderStaffActor } from '../console/status-change';
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
 * The exchange's replacement leaves with this carrier and tracking number. Kept on the request for
 * now: this is the one function to point at the order's shipments (issue 27 item 2) when they exist.
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
    const { carrier, trackingNumber } = shipment;
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
