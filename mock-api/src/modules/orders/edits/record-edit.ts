import type { Updateable } from 'kysely';
import type { OrderEditsTable, OrdersTable } from '../../../db/order-tables';
import type { Db } from '../../../db/tables';
import { enqueueMail } from '../../../platform/mail/outbox';
import { adminOrderQueries } from '../console/admin-order-repository';
import type { OrderRecord } from '../repository';
import { orderChangedEmail } from './edit-mail';
import { orderEditQueries } from './edit-repository';
import type { EditAuthor, OrderEditDependencies } from './order-edit-dependencies';
import type { EditQuote } from './reprice-order';
import type { Settlement } from './settle-difference';

export interface MadeEdit {
  kind: OrderEditsTable['kind'];
  /** In the customer's words: the timeline and the e-mail show it to them. */
  summary: string;
  auditAction: string;
  /** The audit row's words when the summary says more than the audit log may keep. */
  auditSummary?: string;
  changes: Record<string, unknown>;
  /** Columns the edit changes besides the totals (the address). */
  columns?: Updateable<OrdersTable>;
}

/**
 * Writes an edit everywhere it shows, in the edit's transaction: the order's new totals and
 * balance, the timeline row, the audit row and the customer's one e-mail through the outbox.
 */
export async function recordEdit(
  trx: Db,
  deps: OrderEditDependencies,
  order: OrderRecord,
  quote: EditQuote,
  settlement: Settlement,
  edit: MadeEdit,
  author: EditAuthor,
): Promise<void> {
  const totals = {
    subtotalCents: quote.subtotalCents,
    shippingCents: quote.shippingCents,
    taxCents: quote.taxCents,
    discountCents: quote.discountCents,
    totalCents: quote.totalCents,
    taxJurisdiction: quote.taxRate.jurisdiction,
    taxRateBasisPoints: quote.taxRate.basisPoints,
    balanceDueCents: settlement.balanceDueCents,
  };
  await adminOrderQueries.update(trx, order.id, order.version, { ...edit.columns, ...totals });
  const differenceCents = quote.totalCents - order.totalCents;
  await orderEditQueries.addEdit(trx, {
    orderId: order.id,
    kind: edit.kind,
    summary: edit.summary,
    differenceCents,
    byCustomer: author.staff === null,
    actorStaffId: author.staff?.id ?? null,
    actorName: author.staff?.name ?? null,
  });
  await deps.audit(trx, author, {
    action: edit.auditAction,
    target: order.orderNumber,
    changes: {
      summary: edit.auditSummary ?? edit.summary,
      ...edit.changes,
      totalCents: { from: order.totalCents, to: quote.totalCents },
      refundedCents: settlement.refundedCents,
      balanceDueCents: settlement.balanceDueCents,
      byCustomer: author.staff === null,
    },
  });
  // An erased buyer's order has no address left to write to (decision 012).
  if (order.anonymisedAt) return;
  const mailOrder = { ...order, ...totals, refundedBeforeCents: order.refundedCents };
  const { kind, message } = orderChangedEmail(mailOrder, edit.summary, settlement, deps.siteUrl);
  await enqueueMail(trx, kind, message);
}
