import type { ColumnType, Generated } from 'kysely';

/* Inventory adjustments (migration 0021) and promotions (migration 0022). */

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

export type AdjustmentReason = 'restock' | 'correction' | 'damaged' | 'returned' | 'threshold' | 'sync';

export interface InventoryAdjustmentsTable {
  id: Generated<number>;
  variantId: number;
  staffUserId: number | null;
  staffEmail: string | null;
  reason: AdjustmentReason;
  availableDelta: Generated<number>;
  reservedDelta: Generated<number>;
  thresholdBefore: number | null;
  thresholdAfter: number | null;
  /** The figures right after this adjustment, read back from the atomic update. */
  availableAfter: number;
  reservedAfter: number;
  note: string | null;
  createdAt: CreatedAt;
}

export type PromotionType = 'percentage' | 'fixed' | 'free_shipping';

export interface PromotionsTable {
  id: Generated<number>;
  /** Upper-cased. */
  code: string;
  type: PromotionType;
  /** Whole percent for 'percentage', cents for 'fixed', 0 for 'free_shipping'. */
  value: number;
  minSubtotalCents: Generated<number>;
  startsAt: ColumnType<Date, Date | undefined, Date>;
  endsAt: Date | null;
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
  usedCount: Generated<number>;
  productIds: ColumnType<number[], number[] | undefined, number[]>;
  categoryIds: ColumnType<number[], number[] | undefined, number[]>;
  active: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
  /** Migration 0040: bumped by each save of the console's form; a save naming an older one is refused. */
  version: Generated<number>;
}

export interface PromotionRedemptionsTable {
  id: Generated<number>;
  promotionId: number;
  orderId: number;
  customerEmail: string;
  discountCents: number;
  createdAt: CreatedAt;
}
