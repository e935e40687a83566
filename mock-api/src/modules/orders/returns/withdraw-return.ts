import { RETURN_MESSAGES, WITHDRAWABLE_RETURN_STATUSES } from '@ps/shared/schemas';
import type { Db } from '../../../db/tables';
import { AppError } from '../../../http/app-error';
import { enqueueMail } from '../../../platform/mail/outbox';
import { adminOrderQueries } from '../console/admin-order-repository';
import type { OrderStaffActor } from '../console/status-change';
import type { ReturnDependencies } from './return-dependencies';
import { RETURN_EMAILS } from './return-emails';
import { returnQueries, type ReturnRecord } from './return-repository';
import { lockForStep, recordStep } from './return-step';
import { ownOrder, type ReturnRequester } from './request-return';
import { undoExchange, type UndoneExchange, type WithdrawingParty } from './undo-exchange';

const NOTHING_UNDONE: UndoneExchange = { refundedCents: 0, voidedCents: 0, stillDue: null };

/**
 * Withdraws a request that nothing has come back for yet (requested or approved): an approved
 * exchange's replacement and its difference are undone with it (undoExchange). Answers what was
 * undone; the request, its money and its line change together or not at all.
 */
async function withdrawIn(
  trx: Db,
  deps: ReturnDependencies,
  id: number,
  expectedVersion: number,
  party: WithdrawingParty,
): Promise<{ request: ReturnRecord; undone: UndoneExchange }> {
  const request = await lockForStep(trx, id, expectedVersion, WITHDRAWABLE_RETURN_STATUSES, 'withdrawn');
  const undoing = request.kind === 'exchange' && request.status === 'approved';
  await returnQueries.update(trx, id, request.version, {
    status: 'withdrawn',
    withdrawnAt: deps.clock(),
    replacementItemId: null,
  });
  const undone = undoing ? await undoExchange(trx, deps, request, party) : NOTHING_UNDONE;
  if (undone.refundedCents > 0)
    await returnQueries.update(trx, id, request.version + 1, { refundedCents: undone.refundedCents });
  return { request, undone };
}

const changesOf = ({ refundedCents, voidedCents, stillDue }: UndoneExchange) => ({
  refundedCents,
  voidedCents,
  stillDueCents: stillDue?.amountCents ?? 0,
});

/** The customer withdraws their own request from the order's returns page; another's is a 404. */
export async function withdrawAsCustomer(
  deps: ReturnDependencies,
  orderNumber: string,
  id: number,
  expectedVersion: number,
  who: ReturnRequester,
): Promise<void> {
  const order = await ownOrder(deps, orderNumber, who);
  const found = await returnQueries.find(deps.db, id);
  if (!found || found.orderId !== order.id) throw AppError.notFound(RETURN_MESSAGES.notFound);
  await deps.db.transaction().execute(async (trx) => {
    const party = { allowance: { permitted: true, limitCents: null }, staff: null };
    const { request, undone } = await withdrawIn(trx, deps, id, expectedVersion, party);
    const noun = request.kind === 'exchange' ? 'Exchange' : 'Return';
    const summary = `${noun} ${request.id}: withdrawn by the customer`;
    const locked = await adminOrderQueries.lockForChange(trx, request.orderId);
    if (locked) await returnQueries.addCustomerEvent(trx, locked.id, locked.status, summary);
    await deps.auditCustomer(trx, who.ip, {
      action: 'return.withdrawn',
      target: request.orderNumber,
      changes: { summary, returnId: request.id, from: request.status, to: 'withdrawn', ...changesOf(undone) },
    });
    const email = RETURN_EMAILS.withdrawn(request, undone, deps.siteUrl);
    await enqueueMail(trx, email.kind, email.message);
  });
}

/** Staff withdraw a request for the customer (who asked by mail or phone), from the console. */
export async function withdrawAsStaff(
  deps: ReturnDependencies,
  id: number,
  expectedVersion: number,
  actor: OrderStaffActor,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const party = { allowance: actor.refunds, staff: { id: actor.id, name: actor.name } };
    const { request, undone } = await withdrawIn(trx, deps, id, expectedVersion, party);
    await recordStep(trx, deps, actor, request, {
      to: 'withdrawn',
      changes: changesOf(undone),
      mail: RETURN_EMAILS.withdrawn(request, undone, deps.siteUrl),
    });
  });
}
