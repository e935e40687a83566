import { RETURN_MESSAGES, type OrderReturn, type OrderReturnsResponse } from '@ps/shared/schemas';
import type { AdminReturn, AdminReturnsResponse } from '@ps/shared/console-schemas';
import { AppError } from '../../../http/app-error';
import { centsToDollars } from '../../../lib/money';
import { refundQueries } from '../console/refunds/refund-repository';
import type { OrderStaffActor } from '../console/status-change';
import { orderQueries } from '../repository';
import { approveReturn, refuseReturn, type ReturnDecision } from './decide-return';
import { receiveReturn, type ReturnReceipt } from './receive-return';
import { refundReturn } from './refund-return';
import type { ReturnDependencies } from './return-dependencies';
import { returnQueries, type ReturnFilter, type ReturnRecord } from './return-repository';
import { returnWindowOf } from './return-window';
import { ownOrder, requestReturn, type ParsedReturnRequest, type ReturnRequester } from './request-return';
import { sendReplacement, type ReplacementShipment } from './send-replacement';
import { toAdminReturn, toOrderReturn } from './to-order-return';
import { withdrawAsCustomer, withdrawAsStaff } from './withdraw-return';

/** Returns and exchanges: the customer's requests on their order, and the console's steps (decision 072). */
export function createReturnService(deps: ReturnDependencies) {
  const { db } = deps;

  async function withLines<T>(
    requests: readonly ReturnRecord[],
    map: (request: ReturnRecord, lines: Awaited<ReturnType<typeof returnQueries.linesOf>>) => T,
  ) {
    const lines = await returnQueries.linesOf(
      db,
      requests.map((request) => request.id),
    );
    return requests.map((request) => map(request, lines));
  }

  async function customerDetail(id: number): Promise<OrderReturn> {
    const request = await returnQueries.find(db, id);
    if (!request) throw AppError.notFound(RETURN_MESSAGES.notFound);
    const [one] = await withLines([request], toOrderReturn);
    if (!one) throw AppError.notFound(RETURN_MESSAGES.notFound);
    return one;
  }

  async function adminDetail(id: number): Promise<AdminReturn> {
    const request = await returnQueries.find(db, id);
    if (!request) throw AppError.notFound(RETURN_MESSAGES.notFound);
    const [one] = await withLines([request], toAdminReturn);
    if (!one) throw AppError.notFound(RETURN_MESSAGES.notFound);
    return one;
  }

  return {
    /** The order's requests, its window, and what each line may still ask for. */
    async listOfOrder(orderNumber: string, who: ReturnRequester): Promise<OrderReturnsResponse> {
      const order = await ownOrder(deps, orderNumber, who);
      const [requests, items, refunded, requested, days, deliveredAt] = await Promise.all([
        returnQueries.listOfOrder(db, order.id),
        orderQueries.listItems(db, order.id),
        refundQueries.refundedByItem(db, order.id),
        returnQueries.requestedByItem(db, order.id),
        returnQueries.windowDays(db),
        returnQueries.deliveredAt(db, order.id),
      ]);
      // Delivered, then refunded in full: the window's dates stay true, but nothing is left to ask for.
      const delivered = deliveredAt ?? (order.status === 'delivered' ? order.updatedAt : null);
      const window = returnWindowOf(delivered, days, deps.clock());
      const productIds = [...new Set(items.map((item) => item.productId).filter((id): id is number => id !== null))];
      const variants = new Map(
        await Promise.all(productIds.map(async (id) => [id, await returnQueries.variantsOf(db, id)] as const)),
      );
      return {
        returns: await withLines(requests, toOrderReturn),
        window: {
          days,
          closesAt: window.closesAt?.toISOString() ?? null,
          open: window.open && order.status === 'delivered',
        },
        lines: items.map((item) => {
          const options = (item.productId ? variants.get(item.productId) : undefined) ?? [];
          const bought = options.find((variant) => variant.id === item.variantId);
          return {
            itemId: item.id,
            productName: item.productName,
            variantName: item.variantName,
            returnable: Math.max(item.quantity - (refunded.get(item.id) ?? 0) - (requested.get(item.id) ?? 0), 0),
            exchangeOptions: bought
              ? options
                  .filter((variant) => variant.id !== bought.id)
                  .map((variant) => ({
                    variantId: variant.id,
                    name: variant.name,
                    inStock: variant.inventoryAvailable > 0,
                    costsMore: centsToDollars(Math.max(variant.priceAdjustmentCents - bought.priceAdjustmentCents, 0)),
                  }))
              : [],
          };
        }),
      };
    },

    async request(orderNumber: string, body: ParsedReturnRequest, who: ReturnRequester): Promise<OrderReturn> {
      return customerDetail(await requestReturn(deps, orderNumber, body, who));
    },

    /** The customer withdraws their request before anything came back (decision 072, amended). */
    async withdraw(orderNumber: string, id: number, expectedVersion: number, who: ReturnRequester) {
      await withdrawAsCustomer(deps, orderNumber, id, expectedVersion, who);
      return customerDetail(id);
    },

    async list(filter: ReturnFilter, page: { limit: number; offset: number }): Promise<AdminReturnsResponse> {
      const { rows, total } = await returnQueries.page(db, filter, page);
      return {
        returns: await withLines(rows, toAdminReturn),
        pagination: { total, hasMore: page.offset + rows.length < total },
      };
    },

    detail: adminDetail,

    async approve(id: number, decision: ReturnDecision, actor: OrderStaffActor) {
      await approveReturn(deps, id, decision, actor);
      return adminDetail(id);
    },

    async refuse(id: number, decision: ReturnDecision, actor: OrderStaffActor) {
      await refuseReturn(deps, id, decision, actor);
      return adminDetail(id);
    },

    async receive(id: number, receipt: ReturnReceipt, actor: OrderStaffActor) {
      await receiveReturn(deps, id, receipt, actor);
      return adminDetail(id);
    },

    async refund(id: number, expectedVersion: number, actor: OrderStaffActor) {
      await refundReturn(deps, id, expectedVersion, actor);
      return adminDetail(id);
    },

    async withdrawForCustomer(id: number, expectedVersion: number, actor: OrderStaffActor) {
      await withdrawAsStaff(deps, id, expectedVersion, actor);
      return adminDetail(id);
    },

    async send(id: number, shipment: ReplacementShipment, actor: OrderStaffActor) {
      await sendReplacement(deps, id, shipment, actor);
      return adminDetail(id);
    },
  };
}

export type ReturnService = ReturnType<typeof createReturnService>;
