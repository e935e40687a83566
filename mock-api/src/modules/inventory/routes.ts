import type { Request } from 'express';
import { z } from 'zod';
import {
  adminInventoryExportQuerySchema,
  adminInventoryQuerySchema,
  bulkRestockBodySchema,
  bulkThresholdBodySchema,
  idParamSchema,
  inventoryAdjustmentBodySchema,
  type InventoryBulkResponse,
  type InventoryHistoryResponse,
  type InventoryItemResponse,
} from '@ps/shared/schemas';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import type { AdminRouteTable } from '../admin/admin-route-table';
import { staffOf } from '../staff/staff-guard';
import type { InventoryService } from './service';

const variantParamsSchema = z.object({ variantId: idParamSchema });

const staffRefOf = (req: Request) => {
  const { id, email } = staffOf(req);
  return { id, email };
};

/** /api/admin/inventory: stock per variant, behind the 'inventory' permission. */
export function addInventoryRoutes(table: AdminRouteTable, inventory: InventoryService): void {
  const route = (method: 'get' | 'post' | 'put', path: string) => ({ method, path, permission: 'inventory' as const });

  table.add(route('get', '/inventory'), async (req, res) => {
    const { limit, offset, ...filter } = parseQuery(adminInventoryQuerySchema, req);
    res.json(await inventory.list(filter, { limit, offset }));
  });

  // Before /inventory/:variantId.
  table.add(route('get', '/inventory/export'), async (req, res) => {
    const filter = parseQuery(adminInventoryExportQuerySchema, req);
    res.type('text/csv; charset=utf-8');
    res.attachment(`inventory-${new Date().toISOString().slice(0, 10)}.csv`);
    await inventory.exportCsv(filter, res);
  });

  table.add(route('post', '/inventory/restock'), async (req, res) => {
    const body: InventoryBulkResponse = await inventory.restock(parseBody(bulkRestockBodySchema, req), staffRefOf(req));
    res.json(body);
  });

  table.add(route('post', '/inventory/thresholds'), async (req, res) => {
    const parsed = parseBody(bulkThresholdBodySchema, req);
    const body: InventoryBulkResponse = await inventory.setThresholds(parsed, staffRefOf(req));
    res.json(body);
  });

  table.add(route('post', '/inventory/sync'), async (req, res) => {
    const body: InventoryBulkResponse = await inventory.sync(staffRefOf(req));
    res.json(body);
  });

  table.add(route('get', '/inventory/:variantId'), async (req, res) => {
    const { variantId } = parseParams(variantParamsSchema, req);
    const body: InventoryItemResponse = { item: await inventory.item(variantId) };
    res.json(body);
  });

  table.add(route('put', '/inventory/:variantId'), async (req, res) => {
    const { variantId } = parseParams(variantParamsSchema, req);
    const adjustment = parseBody(inventoryAdjustmentBodySchema, req);
    const body: InventoryItemResponse = { item: await inventory.adjust(variantId, adjustment, staffRefOf(req)) };
    res.json(body);
  });

  table.add(route('get', '/inventory/:variantId/adjustments'), async (req, res) => {
    const { variantId } = parseParams(variantParamsSchema, req);
    const body: InventoryHistoryResponse = { adjustments: await inventory.history(variantId) };
    res.json(body);
  });
}
