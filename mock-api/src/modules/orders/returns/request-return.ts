import { ORDER_MESSAGES, RETURN_MESSAGES, type ReturnRequest } from '@ps/shared/schemas';
import type { z } from 'zod';
import type { returnRequestSchema } from '@ps/shared/schemas';
import { AppError } from '../../../http/app-error';
import { enqueueMail } from '../../../platform/mail/outbox';
import { adminOrderQueries } from '../console/admin-order-repository';
import { refundQueries } from '../console/refunds/refund-repository';
import { parseOrderNumber } from '../order-number';
import { orderQueries, type OrderRecord } from '../repository';
import type { ReturnDependencies } from './return-dependencies';
import { RETURN_EMAILS } from './return-emails';
import { returnQueries } from './return-repository';
import { returnWindowOf } from './return-window';

export type ParsedReturnRequest = z.output<typeof returnRequestSchema>;
export type { ReturnRequest };

/** Who is asking: the order's e-mail (a guest), the browser that placed it, or the signed-in owner. */
export interface ReturnRequester {
  email?: string;
  ownerSessionId?: string;
  customerId?: number | null;
  ip: string;
}

/** The order, when the requester may act on it; one 404 otherwise, so a number cannot be probed. */
export async function ownOrder(
  deps: ReturnDependencies,
  orderNumber: string,
  who: ReturnRequester,
): Promise<OrderRecord> {
  const number = parseOrderNumber(orderNumber);
  const order = number === null ? undefined : await orderQueries.findByNumber(deps.db, number);
  const emailMatches = who.email !== undefined && order?.customerEmail.toLowerCase() === who.email.toLowerCase();
  const owns =
    order !== undefined &&
    ((who.ownerSessionId !== undefined && order.ownerSessionId === who.ownerSessionId) ||
      (order.customerId !== null && order.customerId === who.customerId));
  if (!order || !(emailMatches || owns) || order.anonymisedAt) throw AppError.notFound(ORDER_MESSAGES.notFound);
  return order;
}

/**
 * A customer asks to return units or exchange a line, all or nothing: with the order row locked
 * (so two requests, or a request and a refund, take turns) it checks the order was delivered and
 * the window is open, that the units are still theirs to return, and for an exchange that the
 * other option exists and is in stock (a dearer one is paid for after approval); then it records the request, mails it and
 * writes the audit row.
 */
export async function requestReturn(
  deps: ReturnDependencies,
  orderNumber: string,
  request: ParsedReturnRequest,
  who: ReturnRequester,
): Promise<number> {
  const found = await ownOrder(deps, orderNumber, who);
  return deps.db.transaction().execute(async (trx) => {
    const order = await adminOrderQueries.lockForChange(trx, found.id);
    if (!order) throw AppError.notFound(ORDER_MESSAGES.notFound);
    if (order.status !== 'delivered') throw new AppError(409, 'NOT_DELIVERED', RETURN_MESSAGES.notDelivered);
    const [days, deliveredAt] = await Promise.all([
      returnQueries.windowDays(trx),
      returnQueries.deliveredAt(trx, order.id),
    ]);
    const window = returnWindowOf(deliveredAt ?? order.updatedAt, days, deps.clock());
    if (!window.open) throw new AppError(409, 'RETURN_WINDOW_CLOSED', RETURN_MESSAGES.windowClosed(days));

    const [items, refunded, requested] = await Promise.all([
      orderQueries.listItems(trx, order.id),
      refundQueries.refundedByItem(trx, order.id),
      returnQueries.requestedByItem(trx, order.id),
    ]);
    const fields: Record<string, string> = {};
    request.lines.forEach((line, index) => {
      const item = items.find((each) => each.id === line.itemId);
      if (!item) {
        fields[`lines.${index}.itemId`] = 'This item is not part of the order';
        return;
      }
      const left = item.quantity - (refunded.get(item.id) ?? 0) - (requested.get(item.id) ?? 0);
      if (line.quantity > left) {
        fields[`lines.${index}.quantity`] = RETURN_MESSAGES.tooMany(
          Math.max(left, 0),
          `${item.productName} (${item.variantName})`,
        );
      }
    });
    if (Object.keys(fields).length > 0) {
      throw new AppError(409, 'RETURN_TOO_LARGE', Object.values(fields)[0] ?? RETURN_MESSAGES.linesRequired, {
        fields,
      });
    }

    const replacement = request.kind === 'exchange' ? await replacementFor(trx, items, request) : null;
    const id = await returnQueries.insert(trx, {
      orderId: order.id,
      kind: request.kind,
      reason: request.reason,
      replacementVariantId: replacement?.id ?? null,
      replacementVariantName: replacement?.name ?? null,
      lines: request.lines,
    });
    const stored = await returnQueries.find(trx, id);
    if (!stored) throw new Error('the request just stored is missing');
    const email = RETURN_EMAILS.requested(stored, deps.siteUrl);
    await enqueueMail(trx, email.kind, email.message);
    await deps.auditCustomer(trx, who.ip, {
      action: 'return.requested',
      target: order.orderNumber,
      changes: {
        summary: `Customer asked for ${request.kind === 'exchange' ? 'an exchange' : 'a return'} (request ${id})`,
        returnId: id,
        kind: request.kind,
        lines: request.lines,
        replacementVariantId: replacement?.id ?? null,
      },
    });
    return id;
  });
}

/** The other option an exchange asks for: same product, another variant, in stock. */
async function replacementFor(
  trx: Parameters<typeof returnQueries.variantsOf>[0],
  items: Awaited<ReturnType<typeof orderQueries.listItems>>,
  request: ParsedReturnRequest,
) {
  const [line] = request.lines;
  const item = items.find((each) => each.id === line?.itemId);
  const notAnOption = () =>
    new AppError(422, 'VALIDATION_ERROR', RETURN_MESSAGES.notAnOption, {
      fields: { replacementVariantId: RETURN_MESSAGES.notAnOption },
    });
  if (!item?.productId || !item.variantId || !line) throw notAnOption();
  const variants = await returnQueries.variantsOf(trx, item.productId);
  const wanted = variants.find((variant) => variant.id === request.replacementVariantId);
  if (!wanted || wanted.id === item.variantId) throw notAnOption();
  if (wanted.inventoryAvailable < line.quantity)
    throw new AppError(409, 'OUT_OF_STOCK', RETURN_MESSAGES.replacementSoldOut);
  return wanted;
}
