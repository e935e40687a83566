import type { Writable } from 'node:stream';
import {
  INVENTORY_MESSAGES,
  type AdminInventoryResponse,
  type bulkRestockBodySchema,
  type bulkThresholdBodySchema,
  type InventoryAdjustment,
  type inventoryAdjustmentBodySchema,
  type InventoryItem,
} from '@ps/shared/console-schemas';
import type { z } from 'zod';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { centsToDollars } from '../../lib/money';
import type { ChangeAudit } from '../../platform/audit/change-audit';
import { notifyWhenBack } from '../back-in-stock';
import { writeInventoryCsv } from './inventory-csv';
import {
  countInventory,
  inventorySummary,
  selectInventoryRows,
  type InventoryFilter,
} from './inventory-list-repository';
import { inventoryQueries, type StaffRef, type StockChange } from './repository';
import { toInventoryAdjustment, toInventoryItem } from './to-inventory-item';

type AdjustmentBody = z.output<typeof inventoryAdjustmentBodySchema>;
type RestockBody = z.output<typeof bulkRestockBodySchema>;
type ThresholdBody = z.output<typeof bulkThresholdBodySchema>;

const EXPORT_BATCH = 500;
const notFound = () => AppError.notFound(INVENTORY_MESSAGES.notFound);
const wouldGoNegative = (left: number) => new AppError(409, 'CONFLICT', INVENTORY_MESSAGES.changedMeanwhile(left));

/**
 * Stock changes run in one transaction with the variant rows locked in id order, the
 * order checkouts lock them in, so an adjustment and a checkout wait for each other
 * instead of deadlocking, and each applies its own difference to what the other left.
 * A change that takes a variant above zero mails its back-in-stock fans in the same transaction;
 * `siteUrl` is the configured site address for the links in those mails.
 */
export function createInventoryService(db: Db, siteUrl: string) {
  async function applyLocked(trx: Db, change: Omit<StockChange, 'variantId'>, variantId: number, staff: StaffRef) {
    const current = await inventoryQueries.lockVariant(trx, variantId);
    if (!current) throw notFound();
    const ok = await inventoryQueries.apply(trx, { ...change, variantId }, staff, current.lowStockThreshold);
    if (!ok) throw wouldGoNegative(current.inventoryAvailable);
    const before = current.inventoryAvailable;
    await notifyWhenBack(trx, { variantId, before, after: before + change.availableDelta }, siteUrl);
  }

  async function item(variantId: number): Promise<InventoryItem> {
    const row = await selectInventoryRows(db, { sort: 'product' }).where('v.id', '=', variantId).executeTakeFirst();
    if (!row) throw notFound();
    return toInventoryItem(row);
  }

  async function forEachVariant(
    ids: readonly number[],
    audit: ChangeAudit,
    work: (trx: Db, id: number) => Promise<void>,
  ) {
    const sorted = [...new Set(ids)].sort((a, b) => a - b);
    await db.transaction().execute(async (trx) => {
      for (const id of sorted) await work(trx, id);
      await audit.record(trx);
    });
    return { changed: sorted.length };
  }

  return {
    item,

    async list(filter: InventoryFilter, page: { limit: number; offset: number }): Promise<AdminInventoryResponse> {
      const [rows, total, summary] = await Promise.all([
        selectInventoryRows(db, filter).limit(page.limit).offset(page.offset).execute(),
        countInventory(db, filter),
        inventorySummary(db),
      ]);
      const { valueCents, ...counts } = summary;
      return {
        items: rows.map(toInventoryItem),
        pagination: { total, hasMore: page.offset + rows.length < total },
        summary: { ...counts, inventoryValue: centsToDollars(valueCents) },
      };
    },

    /** The difference between the figures wanted and the ones the form was opened with. */
    async adjust(variantId: number, body: AdjustmentBody, staff: StaffRef, audit: ChangeAudit): Promise<InventoryItem> {
      const change = {
        availableDelta: body.available - body.basis.available,
        reservedDelta: body.reserved - body.basis.reserved,
        lowStockThreshold: body.lowStockThreshold,
        reason: body.reason,
        note: body.notes || null,
      };
      await db.transaction().execute(async (trx) => {
        await applyLocked(trx, change, variantId, staff);
        await audit.record(trx);
      });
      return item(variantId);
    },

    restock(body: RestockBody, staff: StaffRef, audit: ChangeAudit) {
      const change = {
        availableDelta: body.quantity,
        reservedDelta: 0,
        lowStockThreshold: null,
        reason: 'restock' as const,
        note: body.notes || null,
      };
      return forEachVariant(body.variantIds, audit, (trx, id) => applyLocked(trx, change, id, staff));
    },

    setThresholds(body: ThresholdBody, staff: StaffRef, audit: ChangeAudit) {
      const change = { availableDelta: 0, reservedDelta: 0, reason: 'threshold' as const, note: null };
      return forEachVariant(body.variantIds, audit, (trx, id) =>
        applyLocked(trx, { ...change, lowStockThreshold: body.lowStockThreshold }, id, staff),
      );
    },

    /** Reserved becomes the units on the carts of checkouts holding a payment; each change is an adjustment. */
    async sync(staff: StaffRef, audit: ChangeAudit) {
      return db.transaction().execute(async (trx) => {
        const variants = await inventoryQueries.lockAllReserved(trx);
        const held = await inventoryQueries.unitsInOpenHolds(trx);
        let changed = 0;
        for (const variant of variants) {
          const reservedDelta = (held.get(variant.id) ?? 0) - variant.inventoryReserved;
          if (reservedDelta === 0) continue;
          const change = { variantId: variant.id, availableDelta: 0, reservedDelta, lowStockThreshold: null };
          await inventoryQueries.apply(
            trx,
            { ...change, reason: 'sync', note: null },
            staff,
            variant.lowStockThreshold,
          );
          changed += 1;
        }
        await audit.record(trx, { changes: { body: { changed } } });
        return { changed };
      });
    },

    async history(variantId: number): Promise<InventoryAdjustment[]> {
      await item(variantId);
      return (await inventoryQueries.history(db, variantId)).map(toInventoryAdjustment);
    },

    exportCsv(filter: InventoryFilter, out: Writable): Promise<void> {
      return writeInventoryCsv(out, (offset) =>
        selectInventoryRows(db, filter).limit(EXPORT_BATCH).offset(offset).execute(),
      );
    },
  };
}

export type InventoryService = ReturnType<typeof createInventoryService>;
