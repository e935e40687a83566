import { sql } from 'kysely';
import type { AdjustmentReason } from '../../db/stock-promo-tables';
import type { Db } from '../../db/tables';
import { thresholdOf } from './inventory-list-repository';

export interface StaffRef {
  id: number;
  email: string;
}

export interface StockChange {
  variantId: number;
  availableDelta: number;
  reservedDelta: number;
  /** Null keeps the threshold. */
  lowStockThreshold: number | null;
  reason: AdjustmentReason;
  note: string | null;
}

/** Queries on stock; each takes the database or a transaction. */
export const inventoryQueries = {
  /** The variant's figures, its row locked until the transaction ends (checkouts wait for it). */
  lockVariant: (db: Db, variantId: number) =>
    db
      .selectFrom('productVariants as v')
      .select(['v.id', 'v.inventoryAvailable', 'v.inventoryReserved', thresholdOf.as('lowStockThreshold')])
      .where('v.id', '=', variantId)
      .forUpdate()
      .executeTakeFirst(),

  /**
   * Adds the deltas in one UPDATE that refuses to go below zero, and writes the
   * adjustment row with the figures it left. Returns false when it would go below zero.
   */
  async apply(db: Db, change: StockChange, staff: StaffRef | null, thresholdBefore: number | null): Promise<boolean> {
    const restocked = change.reason === 'restock' && change.availableDelta > 0;
    const updated = await db
      .updateTable('productVariants')
      .set({
        inventoryAvailable: sql`inventory_available + ${change.availableDelta}`,
        inventoryReserved: sql`inventory_reserved + ${change.reservedDelta}`,
        lowStockThreshold: change.lowStockThreshold ?? sql`low_stock_threshold`,
        lastRestockedAt: restocked ? sql`now()` : sql`last_restocked_at`,
      })
      .where('id', '=', change.variantId)
      .where(sql<boolean>`inventory_available + ${change.availableDelta} >= 0`)
      .where(sql<boolean>`inventory_reserved + ${change.reservedDelta} >= 0`)
      .returning(['inventoryAvailable', 'inventoryReserved', 'lowStockThreshold'])
      .executeTakeFirst();
    if (!updated) return false;
    await db
      .insertInto('inventoryAdjustments')
      .values({
        variantId: change.variantId,
        staffUserId: staff?.id ?? null,
        staffEmail: staff?.email ?? null,
        reason: change.reason,
        availableDelta: change.availableDelta,
        reservedDelta: change.reservedDelta,
        thresholdBefore: change.lowStockThreshold === null ? null : thresholdBefore,
        thresholdAfter: change.lowStockThreshold === null ? null : updated.lowStockThreshold,
        availableAfter: updated.inventoryAvailable,
        reservedAfter: updated.inventoryReserved,
        note: change.note,
      })
      .execute();
    return true;
  },

  history: (db: Db, variantId: number) =>
    db
      .selectFrom('inventoryAdjustments')
      .selectAll()
      .where('variantId', '=', variantId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(100)
      .execute(),

  /** Units on the carts of checkouts that hold a payment and have no order yet, by variant. */
  async unitsInOpenHolds(db: Db): Promise<Map<number, number>> {
    const rows = await db
      .selectFrom('cartItems as ci')
      .select(['ci.variantId', sql<string>`sum(ci.quantity)`.as('units')])
      .where('ci.sessionId', 'in', (eb) =>
        eb
          .selectFrom('paymentHolds as h')
          .innerJoin('checkoutSessions as s', 's.id', 'h.checkoutSessionId')
          .select('s.ownerSessionId')
          .where('s.orderId', 'is', null),
      )
      .groupBy('ci.variantId')
      .execute();
    return new Map(rows.map((row) => [row.variantId, Number(row.units)]));
  },

  /** Every variant's reserved figure, its row locked, in id order (the order checkouts lock in). */
  lockAllReserved: (db: Db) =>
    db
      .selectFrom('productVariants')
      .select(['id', 'inventoryReserved', 'lowStockThreshold'])
      .orderBy('id')
      .forUpdate()
      .execute(),
};
