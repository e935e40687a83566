import { z } from 'zod';
import { orderAddressChangeSchema, orderLinesChangeSchema, type AdminOrderResponse } from '@ps/shared/console-schemas';
import { idParamSchema } from '@ps/shared/schemas';
import { parseBody, parseParams } from '../../../http/validate';
import type { AdminRouteTable } from '../../../platform/admin/admin-route-table';
import { actorOf } from '../console/routes';
import type { AdminOrderService } from '../console/service';
import type { OrderEditService } from './service';

const orderParamsSchema = z.object({ id: idParamSchema });

/**
 * The console's edits before shipping: 'orders.fulfil' (decision 070); a decrease refunds only
 * within the member's 'orders.refund' allowance, checked in the edit with the order locked.
 */
export function addOrderEditRoutes(table: AdminRouteTable, edits: OrderEditService, orders: AdminOrderService): void {
  table.add(
    { method: 'put', path: '/orders/:id/shipping-address', permission: 'orders.fulfil', audit: 'own-row' },
    async (req, res) => {
      const { id } = parseParams(orderParamsSchema, req);
      await edits.changeAddress(id, parseBody(orderAddressChangeSchema, req), actorOf(req));
      const body: AdminOrderResponse = { order: await orders.detail(id) };
      res.json(body);
    },
  );

  table.add(
    { method: 'put', path: '/orders/:id/lines', permission: 'orders.fulfil', audit: 'own-row' },
    async (req, res) => {
      const { id } = parseParams(orderParamsSchema, req);
      await edits.changeLines(id, parseBody(orderLinesChangeSchema, req), actorOf(req));
      const body: AdminOrderResponse = { order: await orders.detail(id) };
      res.json(body);
    },
  );
}
