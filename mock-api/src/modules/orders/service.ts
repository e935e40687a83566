import { ORDER_MESSAGES, type OrderDetailResponse, type OrdersResponse } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { listOrdersOf, type HistoryQuery, type OrderOwner } from './history-repository';
import { orderEditQueries } from './edits/edit-repository';
import { parseOrderNumber } from './order-number';
import { orderQueries } from './repository';
import { orderShipmentsOf } from './shipments';
import { toOrderDetail, toOrderListItem } from './to-order-detail';

/** Unknown number, wrong e-mail: one answer, so neither can be told apart. */
const orderNotFound = () => AppError.notFound(ORDER_MESSAGES.notFound);

export interface OrderLookup {
  orderNumber: string;
  /** The caller's browser session, when it sent one. */
  ownerSessionId?: string;
  /** The signed-in customer asking, if any, when the caller knows it without an `admit`: their own orders show in full. */
  customerId?: number | null;
  email?: string;
}

export function createOrderService(db: Db) {
  return {
    async listOwn(owner: OrderOwner, query: HistoryQuery): Promise<OrdersResponse> {
      const { rows, total } = await listOrdersOf(db, owner, query);
      return {
        orders: rows.map(toOrderListItem),
        pagination: { total, hasMore: query.offset + rows.length < total },
      };
    },

    /**
     * The browser that placed the order, or anyone with its e-mail, sees everything;
     * anyone else with just the number sees it masked. A wrong e-mail is a 404. `admit` (the route's
     * lookup limit, then who is asking: the signed-in customer's id or null) runs first on the same
     * connection: every read of a lookup shares one.
     */
    lookUp(
      { orderNumber, ownerSessionId, customerId: knownCustomerId, email }: OrderLookup,
      admit: (connection: Db) => Promise<number | null> = async () => knownCustomerId ?? null,
    ): Promise<OrderDetailResponse> {
      return db.connection().execute(async (connection) => {
        const customerId = await admit(connection);
        const number = parseOrderNumber(orderNumber);
        const order = number === null ? undefined : await orderQueries.findByNumber(connection, number);
        if (!order) throw orderNotFound();
        const emailMatches = email !== undefined && email.toLowerCase() === order.customerEmail.toLowerCase();
        if (email !== undefined && !emailMatches) throw orderNotFound();
        const ownsOrder =
          order.ownerSessionId === ownerSessionId || (order.customerId !== null && order.customerId === customerId);
        const masked = !emailMatches && !ownsOrder;
        const [items, events, parcels, edits] = await Promise.all([
          orderQueries.listItems(connection, order.id),
          orderQueries.listEvents(connection, order.id),
          orderShipmentsOf(connection, order),
          orderEditQueries.listEdits(connection, order.id),
        ]);
        return { order: toOrderDetail(order, items, events, masked, parcels, edits), masked };
      });
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
