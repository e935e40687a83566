import { CARRIERS, RETURN_STATUS_LABELS, trackingUrlOf, type OrderReturn, type ReturnStatus } from '@ps/shared/schemas';
import type { AdminReturn } from '@ps/shared/console-schemas';
import { centsToDollars } from '../../../lib/money';
import type { ReturnRecord } from './return-repository';

export interface ReturnLineRecord {
  returnId: number;
  orderItemId: number;
  quantity: number;
  goodQuantity: number | null;
  productName: string;
  variantName: string;
}

/** The steps taken so far, oldest first: the request's part of the order's timeline. */
function stepsOf(request: ReturnRecord): OrderReturn['steps'] {
  const decided: ReturnStatus = request.status === 'refused' ? 'refused' : 'approved';
  const taken: [ReturnStatus, Date | null][] = [
    ['requested', request.createdAt],
    [decided, request.decidedAt],
    ['received', request.receivedAt],
    ['refunded', request.refundedAt],
    ['sent', request.sentAt],
    ['withdrawn', request.withdrawnAt],
  ];
  return taken.flatMap(([status, at]) =>
    at ? [{ status, title: RETURN_STATUS_LABELS[status], at: at.toISOString() }] : [],
  );
}

export function toOrderReturn(request: ReturnRecord, lines: readonly ReturnLineRecord[]): OrderReturn {
  const { carrier, trackingNumber } = request;
  return {
    id: request.id,
    orderNumber: request.orderNumber,
    kind: request.kind,
    status: request.status,
    reason: request.reason,
    staffMessage: request.staffMessage,
    lines: lines
      .filter((line) => line.returnId === request.id)
      .map((line) => ({
        itemId: line.orderItemId,
        productName: line.productName,
        variantName: line.variantName,
        quantity: line.quantity,
        goodQuantity: line.goodQuantity,
      })),
    replacement: request.replacementVariantName
      ? { variantId: request.replacementVariantId, variantName: request.replacementVariantName }
      : null,
    refunded: request.refundedCents === null ? null : centsToDollars(request.refundedCents),
    charged: request.chargedCents === null ? null : centsToDollars(request.chargedCents),
    balanceDue: centsToDollars(request.orderBalanceDueCents),
    shipment:
      carrier && trackingNumber
        ? {
            carrier,
            carrierName: CARRIERS[carrier].name,
            trackingNumber,
            trackingUrl: trackingUrlOf(carrier, trackingNumber),
          }
        : null,
    steps: stepsOf(request),
    version: request.version,
    createdAt: request.createdAt.toISOString(),
  };
}

export function toAdminReturn(request: ReturnRecord, lines: readonly ReturnLineRecord[]): AdminReturn {
  return {
    ...toOrderReturn(request, lines),
    orderId: request.orderId,
    customerName: `${request.customerFirstName} ${request.customerLastName}`.trim(),
    customerEmail: request.customerEmail,
  };
}
