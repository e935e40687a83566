import type { Request } from 'express';
import { z } from 'zod';
import {
  adminInventoryExportQuerySchema,
  adminInventoryQuerySchema,
  bulkRestockBodySchema,
  bulkThresholdBodySchema,
  inventoryAdjustmentBodySchema,
  type InventoryBulkResponse,
  type InventoryHistoryResponse,
  type InventoryItemResponse,
} from '@ps/shared/console-schemas';
import { idParamSchema } from '@ps/shared/schemas';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import { auditedChange, type AdminRouteTable } from '../../platform/admin/admin-route-table';
import { staffOf } from '../staff';
import type { InventoryService } from './service';

const variantParamsSchema = z.object({ variantId: idParamSchema });

const staffRefOf = (req: Request) => {
  const { id, email } = staffOf(req);
  return { id, email };
};

/** /api/admin/inventory: stock per variant, behind the 'inventory' permission. */
export function addInventoryRoutes(table: AdminRouteTable, inventory: InventoryService): void {
  const route = (path: string) => ({ method: 'get', path, permission: 'inventory' }) as const;
  const change = (method: 'post' | 'put', path: string) => auditedChange(method, path, 'inventory');

  table.add(route('/inventory'), async (req, res) => {
    const { limit, offset, ...filter } = parseQuery(adminInventoryQuerySchema, req);
    res.json(await inventory.list(filter, { limit, offset }));
  });

  // Before /inventory/:variantId.
  table.add(route('/inventory/export'), async (req, res) => {
    const filter = parseQuery(adminInventoryExportQuerySchema, req);
    res.type('text/csv; charset=utf-8');
    res.attachment(`inventory-${new Date().toISOString().slice(0, 10)}.csv`);
    await inventory.exportCsv(filter, res);
  });

  table.add(change('post', '/inventory/restock'), async (req, res, audit) => {
    const parsed = parseBody(bulkRestockBodySchema, req);
    const body: InventoryBulkResponse = await inventory.restock(parsed, staffRefOf(req), audit);
    res.json(body);
  });

  table.add(change('post', '/inventory/thresholds'), async (req, res, audit) => {
    const parsed = parseBody(bulkThresholdBodySchema, req);
    const body: InventoryBulkResponse = await inventory.setThresholds(parsed, staffRefOf(req), audit);
    res.json(body);
  });

  table.add(change('post', '/inventory/sync'), async (req, res, audit) => {
    const body: InventoryBulkResponse = await inventory.sync(staffRefOf(req), audit);
    res.json(body);
  });

  table.add(route('/inventory/:variantId'), async (req, res) => {
    const { variantId } = parseParams(variantParamsSchema, req);
    const body: InventoryItemResponse = { item: await inventory.item(variantId) };
    res.json(body);
  });

  table.add(change('put', '/inventory/:variantId'), async (req, res, audit) => {
    const { variantId } = parseParams(variantParamsSchema, req);
    const adjustment = parseBody(inventoryAdjustmentBodySchema, req);
    const item = await inventory.adjust(variantId, adjustment, staffRefOf(req), audit);
    const body: InventoryItemResponse = { item };
    res.json(body);
  });

  table.add(route('/inventory/:variantId/adjustments'), async (req, res) => {
    const { variantId } = parseParams(variantParamsSchema, req);
    const body: InventoryHistoryResponse = { adjustments: await inventory.history(variantId) };
    res.json(body);
  });
}
