import { z } from 'zod';
import { dollarsSchema, idSchema, pageQuerySchema, paginationSchema, safeText } from '@ps/shared/schemas';

export const INVENTORY_STATUSES = ['in_stock', 'low_stock', 'out_of_stock'] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];

export const INVENTORY_SORTS = ['product', 'available_asc', 'available_desc', 'sold_desc', 'restocked_desc'] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];

/** Why staff changed stock; 'threshold' and 'sync' are written by their own actions. */
export const ADJUSTMENT_REASONS = ['restock', 'correction', 'damaged', 'returned'] as const;
export const ALL_ADJUSTMENT_REASONS = [...ADJUSTMENT_REASONS, 'threshold', 'sync'] as const;

export const INVENTORY_MESSAGES = {
  notFound: 'Variant not found',
  changedMeanwhile: (left: number) =>
    `Stock changed while you edited (${left} available now) and this change would take it below zero. Reload and try again.`,
} as const;

const unitsSchema = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .max(1_000_000, 'must be at most 1,000,000');

const inventoryFilterSchema = z.object({
  status: z.enum(INVENTORY_STATUSES, { error: `must be one of ${INVENTORY_STATUSES.join(', ')}` }).optional(),
  /** Part of the product name, the variant name or the SKU. */
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  sort: z.enum(INVENTORY_SORTS, { error: `must be one of ${INVENTORY_SORTS.join(', ')}` }).default('product'),
});

/** GET /api/admin/inventory */
export const adminInventoryQuerySchema = pageQuerySchema(20).extend(inventoryFilterSchema.shape);
export type AdminInventoryQuery = z.input<typeof adminInventoryQuerySchema>;

/** GET /api/admin/inventory/export: the list's filter, every row. */
export const adminInventoryExportQuerySchema = inventoryFilterSchema;

export const inventoryItemSchema = z.object({
  /** The variant's id. */
  id: idSchema,
  productId: idSchema,
  productName: z.string(),
  variantName: z.string(),
  sku: z.string(),
  /** The variant's price now, which the inventory value uses. */
  price: dollarsSchema,
  available: z.number().int().nonnegative(),
  reserved: z.number().int().nonnegative(),
  lowStockThreshold: z.number().int().nonnegative(),
  /** Units on orders that were not cancelled. */
  totalSold: z.number().int().nonnegative(),
  /** Fans waiting for a back-in-stock mail (confirmed, not yet mailed): for staff only. */
  waiting: z.number().int().nonnegative(),
  lastRestocked: z.iso.datetime().nullable(),
  /** out_of_stock at 0 available, low_stock at or below the threshold, else in_stock. */
  status: z.enum(INVENTORY_STATUSES),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

export const inventorySummarySchema = z.object({
  variants: z.number().int().nonnegative(),
  inStock: z.number().int().nonnegative(),
  lowStock: z.number().int().nonnegative(),
  outOfStock: z.number().int().nonnegative(),
  /** Σ available × the variant's price now, over every variant. */
  inventoryValue: dollarsSchema,
});
export type InventorySummary = z.infer<typeof inventorySummarySchema>;

export const adminInventoryResponseSchema = z.object({
  items: z.array(inventoryItemSchema),
  pagination: paginationSchema,
  summary: inventorySummarySchema,
});
export type AdminInventoryResponse = z.infer<typeof adminInventoryResponseSchema>;

/**
 * PUT /api/admin/inventory/{variantId}: the figures wanted, and the ones the form was
 * opened with. The server applies the difference, so units sold meanwhile stay sold.
 */
export const inventoryAdjustmentBodySchema = z.object({
  available: unitsSchema,
  reserved: unitsSchema,
  lowStockThreshold: unitsSchema,
  basis: z.object({ available: unitsSchema, reserved: unitsSchema }),
  reason: z
    .enum(ADJUSTMENT_REASONS, { error: `must be one of ${ADJUSTMENT_REASONS.join(', ')}` })
    .default('correction'),
  notes: safeText().trim().max(500, 'Notes must be at most 500 characters').optional(),
});
export type InventoryAdjustmentBody = z.input<typeof inventoryAdjustmentBodySchema>;

const variantIdsSchema = z
  .array(idSchema)
  .min(1, 'Choose at least one variant')
  .max(100, 'At most 100 variants at a time');

/** POST /api/admin/inventory/restock: adds the same number of units to each variant. */
export const bulkRestockBodySchema = z.object({
  variantIds: variantIdsSchema,
  quantity: unitsSchema.min(1, 'must be at least 1'),
  notes: safeText().trim().max(500, 'Notes must be at most 500 characters').optional(),
});
export type BulkRestockBody = z.input<typeof bulkRestockBodySchema>;

/** POST /api/admin/inventory/thresholds */
export const bulkThresholdBodySchema = z.object({ variantIds: variantIdsSchema, lowStockThreshold: unitsSchema });
export type BulkThresholdBody = z.input<typeof bulkThresholdBodySchema>;

export const inventoryAdjustmentSchema = z.object({
  id: idSchema,
  at: z.iso.datetime(),
  staffEmail: z.string().nullable(),
  reason: z.enum(ALL_ADJUSTMENT_REASONS),
  availableDelta: z.number().int(),
  reservedDelta: z.number().int(),
  thresholdBefore: z.number().int().nullable(),
  thresholdAfter: z.number().int().nullable(),
  availableAfter: z.number().int(),
  reservedAfter: z.number().int(),
  note: z.string().nullable(),
});
export type InventoryAdjustment = z.infer<typeof inventoryAdjustmentSchema>;

export const inventoryItemResponseSchema = z.object({ item: inventoryItemSchema });
export type InventoryItemResponse = z.infer<typeof inventoryItemResponseSchema>;
export const inventoryHistoryResponseSchema = z.object({ adjustments: z.array(inventoryAdjustmentSchema) });
export type InventoryHistoryResponse = z.infer<typeof inventoryHistoryResponseSchema>;
/** Bulk actions and sync: how many variants changed. */
export const inventoryBulkResponseSchema = z.object({ changed: z.number().int().nonnegative() });
export type InventoryBulkResponse = z.infer<typeof inventoryBulkResponseSchema>;
