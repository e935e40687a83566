import { RETURN_MESSAGES, RETURN_STATUS_LABELS, type ReturnStatus } from '@ps/shared/schemas';
import type { MailKind, MailMessage } from '../../../db/outbox-tables';
import type { Db } from '../../../db/tables';
import { AppError } from '../../../http/app-error';
import { enqueueMail } from '../../../platform/mail/outbox';
import { adminOrderQueries } from '../console/admin-order-repository';
import type { OrderStaffActor } from '../console/status-change';
import type { ReturnDependencies } from './return-dependencies';
import { returnQueries, type ReturnRecord } from './return-repository';

const STEP_NAMES: Record<ReturnStatus, string> = {
  requested: 'ask for',
  refused: 'refuse',
  approved: 'approve',
  received: 'mark as received',
  refunded: 'refund',
  sent: 'send the replacement of',
  withdrawn: 'withdraw',
};

/**
 * The request, locked, if it is at the version the staff member saw and may take the step to `to`
 * from where it is: a second member deciding at the same moment waits for the lock, then gets 409.
 */
export async function lockForStep(
  trx: Db,
  id: number,
  expectedVersion: number,
  from: readonly ReturnStatus[],
  to: ReturnStatus,
): Promise<ReturnRecord> {
  const request = await returnQueries.lock(trx, id);
  if (!request) throw AppError.notFound(RETURN_MESSAGES.notFound);
  if (!from.includes(request.status)) {
    const message = `This ${request.kind} is ${RETURN_STATUS_LABELS[request.status].toLowerCase()}, so you cannot ${STEP_NAMES[to]} it.`;
    throw new AppError(409, 'INVALID_TRANSITION', message);
  }
  if (request.version !== expectedVersion) {
    throw new AppError(409, 'VERSION_CONFLICT', RETURN_MESSAGES.changedMeanwhile);
  }
  return request;
}

/** What every step leaves behind: the order's timeline entry, the audit row and the customer's one mail. */
export async function recordStep(
  trx: Db,
  deps: ReturnDependencies,
  actor: OrderStaffActor,
  request: ReturnRecord,
  step: {
    to: ReturnStatus;
    changes: Record<string, unknown>;
    /** Absent when the step's own change mailed the customer (a refund by line does). */
    mail?: { kind: MailKind; message: MailMessage };
    /** False when the step's own change wrote the audit row (a refund by line does). */
    audit?: false;
  },
): Promise<void> {
  const noun = request.kind === 'exchange' ? 'Exchange' : 'Return';
  const summary = `${noun} ${request.id}: ${RETURN_STATUS_LABELS[step.to].toLowerCase()}`;
  const order = await adminOrderQueries.lockForChange(trx, request.orderId);
  if (order) await adminOrderQueries.addEvent(trx, order.id, order.status, actor, summary);
  if (step.audit !== false) {
    await deps.audit(trx, actor, {
      action: `return.${step.to}`,
      target: request.orderNumber,
      changes: { summary, returnId: request.id, from: request.status, to: step.to, ...step.changes },
    });
  }
  // An erased buyer's order has no address left to write to (decision 012).
  if (step.mail && !request.anonymisedAt) await enqueueMail(trx, step.mail.kind, step.mail.message);
}
