import { z } from 'zod';
import {
  adminReturnsQuerySchema,
  returnApprovalSchema,
  returnReceiptSchema,
  returnRefundSchema,
  returnRefusalSchema,
  returnReplacementShipmentSchema,
  returnWithdrawalByStaffSchema,
} from '@ps/shared/console-schemas';
import { idParamSchema } from '@ps/shared/schemas';
import { parseBody, parseParams, parseQuery } from '../../../http/validate';
import type { AdminRouteTable } from '../../../platform/admin/admin-route-table';
import { actorOf } from '../console/routes';
import type { ReturnService } from './return-service';

const returnParamsSchema = z.object({ id: idParamSchema });

/** The console's returns: 'orders.fulfil' to read and take each step, 'orders.refund' to pay back. */
export function addReturnRoutes(table: AdminRouteTable, returns: ReturnService): void {
  table.add({ method: 'get', path: '/returns', permission: 'orders.fulfil' }, async (req, res) => {
    const { limit, offset, ...filter } = parseQuery(adminReturnsQuerySchema, req);
    res.json(await returns.list(filter, { limit, offset }));
  });

  table.add({ method: 'get', path: '/returns/:id', permission: 'orders.fulfil' }, async (req, res) => {
    const { id } = parseParams(returnParamsSchema, req);
    res.json({ return: await returns.detail(id) });
  });

  const step = (path: string, permission: 'orders.fulfil' | 'orders.refund') =>
    ({ method: 'post', path: `/returns/:id/${path}`, permission, audit: 'own-row' }) as const;

  table.add(step('approve', 'orders.fulfil'), async (req, res) => {
    const { id } = parseParams(returnParamsSchema, req);
    res.json({ return: await returns.approve(id, parseBody(returnApprovalSchema, req), actorOf(req)) });
  });

  table.add(step('refuse', 'orders.fulfil'), async (req, res) => {
    const { id } = parseParams(returnParamsSchema, req);
    res.json({ return: await returns.refuse(id, parseBody(returnRefusalSchema, req), actorOf(req)) });
  });

  table.add(step('receive', 'orders.fulfil'), async (req, res) => {
    const { id } = parseParams(returnParamsSchema, req);
    res.json({ return: await returns.receive(id, parseBody(returnReceiptSchema, req), actorOf(req)) });
  });

  table.add(step('refund', 'orders.refund'), async (req, res) => {
    const { id } = parseParams(returnParamsSchema, req);
    const { expectedVersion } = parseBody(returnRefundSchema, req);
    res.json({ return: await returns.refund(id, expectedVersion, actorOf(req)) });
  });

  table.add(step('send', 'orders.fulfil'), async (req, res) => {
    const { id } = parseParams(returnParamsSchema, req);
    res.json({ return: await returns.send(id, parseBody(returnReplacementShipmentSchema, req), actorOf(req)) });
  });

  // A paid difference it gives back is checked against the member's refund allowance, as an approval's is.
  table.add(step('withdraw', 'orders.fulfil'), async (req, res) => {
    const { id } = parseParams(returnParamsSchema, req);
    const { expectedVersion } = parseBody(returnWithdrawalByStaffSchema, req);
    res.json({ return: await returns.withdrawForCustomer(id, expectedVersion, actorOf(req)) });
  });
}
