import type { Selectable } from 'kysely';
import type { InventoryAdjustment, InventoryItem } from '@ps/shared/console-schemas';
import type { InventoryAdjustmentsTable } from '../../db/stock-promo-tables';
import { centsToDollars } from '../../lib/money';
import type { InventoryRow } from './inventory-list-repository';

export function toInventoryItem(row: InventoryRow): InventoryItem {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    variantName: row.variantName,
    sku: row.sku,
    price: centsToDollars(row.priceCents),
    available: row.available,
    reserved: row.reserved,
    lowStockThreshold: row.lowStockThreshold,
    totalSold: row.totalSold,
    waiting: row.waiting,
    lastRestocked: row.lastRestockedAt?.toISOString() ?? null,
    status: row.status,
  };
}

export function toInventoryAdjustment(row: Selectable<InventoryAdjustmentsTable>): InventoryAdjustment {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    staffEmail: row.staffEmail,
    reason: row.reason,
    availableDelta: row.availableDelta,
    reservedDelta: row.reservedDelta,
    thresholdBefore: row.thresholdBefore,
    thresholdAfter: row.thresholdAfter,
    availableAfter: row.availableAfter,
    reservedAfter: row.reservedAfter,
    note: row.note,
  };
}
