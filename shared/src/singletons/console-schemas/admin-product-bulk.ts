import { z } from 'zod';
import { idSchema } from '@ps/shared/schemas';

const ids = z.array(idSchema).min(1, 'Select at least one product').max(100, 'Select at most 100 products');

/** POST /api/admin/products/bulk: one action over the selected products, all or nothing. */
export const productBulkActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('price'),
      ids,
      /** percent: +10 raises 10 %; amount: dollars added (negative lowers). Sale prices move the same way. */
      mode: z.enum(['percent', 'amount'], { error: 'must be percent or amount' }),
      value: z
        .number({ error: 'Enter a number' })
        .min(-10_000, 'Enter a smaller change')
        .max(10_000, 'Enter a smaller change')
        .refine((value) => value !== 0, 'Enter a change other than 0'),
    }),
    z.object({ action: z.enum(['activate', 'deactivate', 'feature', 'unfeature', 'delete']), ids }),
  ],
  { error: 'must be price, activate, deactivate, feature, unfeature or delete' },
);
export type ProductBulkAction = z.input<typeof productBulkActionSchema>;

export const productBulkResultSchema = z.object({
  updated: z.number().int(),
  deleted: z.number().int(),
  archived: z.number().int(),
});
export type ProductBulkResult = z.infer<typeof productBulkResultSchema>;

export const productImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
});

export const productImportChangeSchema = z.object({
  row: z.number().int(),
  slug: z.string(),
  kind: z.enum(['create', 'update']),
  /** What would change, such as "basePrice 25 → 27" or "variant PS-TEE-S stock 4 → 10". */
  details: z.array(z.string()),
});

export const productImportRowErrorSchema = z.object({ row: z.number().int(), field: z.string(), message: z.string() });

/** POST /api/admin/products/import?dryRun=true|false, with the CSV as text/csv. */
export const productImportResultSchema = z.object({
  dryRun: z.boolean(),
  applied: z.boolean(),
  changes: z.array(productImportChangeSchema),
  errors: z.array(productImportRowErrorSchema),
});
export type ProductImportResult = z.infer<typeof productImportResultSchema>;
