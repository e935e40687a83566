import { stringify } from 'csv-stringify/sync';
import type { AdminProduct, AdminProductValues, ProductImportResult } from '@ps/shared/console-schemas';
import type { Db } from '../../../db/tables';
import type { ChangeAudit } from '../../../platform/audit/change-audit';
import { AppError } from '../../../http/app-error';
import {
  adminProductRowBySlug,
  adminProductRowsBySlug,
  withVariantsAndImages,
} from './admin-product-records-repository';
import { CSV_COLUMNS, groupCsv, toCsvRows, type ProductGroup, type RowError } from './product-csv-rows';
import { saveProduct } from './save-product';
import { categoryIdOfSlug } from './save-product-repository';
import { toAdminProduct } from './to-admin-product';

/** Thrown inside the transaction to roll it back once a dry run or a failed import has been worked out. */
class RollBack extends Error {}

const PRODUCT_FIELDS = [
  'name',
  'description',
  'tags',
  'basePrice',
  'salePrice',
  'isFeatured',
  'isActive',
  'maxPerOrder',
] as const;
// Not stock: a file exported before a sale must not set it back; existing variants' stock changes through the
// inventory CSV, as adjustments with their history. A new variant starts with the file's stock.
const VARIANT_FIELDS = ['name', 'size', 'color', 'priceAdjustment'] as const;
const shown = (value: unknown) => JSON.stringify(value);

/** What importing `values` would change on `before` (undefined: a new product). */
function describeChanges(before: AdminProduct | undefined, values: AdminProductValues, categoryId: number): string[] {
  if (!before) return [`new product with ${values.variants.length} variant(s)`];
  const details: string[] = [];
  for (const field of PRODUCT_FIELDS) {
    if (shown(before[field]) !== shown(values[field]))
      details.push(`${field} ${shown(before[field])} → ${shown(values[field])}`);
  }
  if (before.categoryId !== categoryId) details.push(`category ${before.category.slug} → another category`);
  for (const variant of values.variants) {
    const old = before.variants.find((candidate) => candidate.sku.toUpperCase() === variant.sku.toUpperCase());
    if (!old) details.push(`new variant ${variant.sku}`);
    for (const field of old ? VARIANT_FIELDS : []) {
      if (shown(old![field]) !== shown(variant[field]))
        details.push(`variant ${variant.sku} ${field} ${shown(old![field])} → ${shown(variant[field])}`);
    }
  }
  return details;
}

/** Variants the file leaves out are kept as they are: an import adds and updates, it never deletes. */
function withUnlistedVariants(before: AdminProduct | undefined, values: AdminProductValues): AdminProductValues {
  const listed = new Set(values.variants.map((variant) => variant.sku.toUpperCase()));
  const kept = (before?.variants ?? []).filter((variant) => !listed.has(variant.sku.toUpperCase()));
  return { ...values, variants: [...values.variants, ...kept] };
}

export function createProductCsv(db: Db) {
  async function existing(trx: Db, slug: string): Promise<{ id: number; product: AdminProduct } | undefined> {
    const row = await adminProductRowBySlug(trx, slug);
    if (!row) return undefined;
    const [record] = await withVariantsAndImages(trx, [row]);
    return { id: row.id, product: toAdminProduct(record!) };
  }

  async function importGroup(trx: Db, group: ProductGroup, errors: RowError[]) {
    const categoryId = await categoryIdOfSlug(trx, group.categorySlug);
    if (categoryId === undefined) {
      errors.push({
        row: group.rows[0]!,
        field: 'category',
        message: `No category with the slug "${group.categorySlug}"`,
      });
      return undefined;
    }
    const values = { ...group.values!, categoryId };
    const before = await existing(trx, group.slug);
    const details = describeChanges(before?.product, values, categoryId);
    if (details.length === 0) return undefined;
    try {
      await saveProduct(trx, before?.id ?? null, withUnlistedVariants(before?.product, values));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const [field = 'row'] = Object.keys(error.fields ?? {});
      errors.push({ row: group.rows[0]!, field, message: error.message });
      return undefined;
    }
    return { row: group.rows[0]!, slug: group.slug, kind: before ? ('update' as const) : ('create' as const), details };
  }

  return {
    async exportCsv(): Promise<string> {
      const rows = await adminProductRowsBySlug(db);
      const products = await withVariantsAndImages(db, rows);
      return stringify([[...CSV_COLUMNS], ...products.flatMap(toCsvRows)]);
    },

    /** Every change and every row's problem, worked out in one transaction that commits only when asked and clean. */
    async importCsv(text: string, { dryRun }: { dryRun: boolean }, audit: ChangeAudit): Promise<ProductImportResult> {
      const { groups, errors } = groupCsv(text);
      const changes: ProductImportResult['changes'] = [];
      try {
        await db.transaction().execute(async (trx) => {
          for (const group of groups.filter((candidate) => candidate.values)) {
            const change = await importGroup(trx, group, errors);
            if (change) changes.push(change);
          }
          if (dryRun || errors.length > 0) throw new RollBack();
          // The products changed, not the file: a catalog's CSV is too large for a log row.
          const imported = changes.map(({ slug, kind }) => ({ slug, kind }));
          await audit.record(trx, { changes: { body: { imported } } });
        });
      } catch (error) {
        if (!(error instanceof RollBack)) throw error;
      }
      errors.sort((a, b) => a.row - b.row);
      const applied = !dryRun && errors.length === 0;
      if (!dryRun && !applied) {
        throw AppError.validation(
          `Nothing was imported: ${errors.length} row error(s); run a dry run to see them`,
          Object.fromEntries(errors.map((error) => [`row ${error.row}.${error.field}`, error.message])),
        );
      }
      return { dryRun, applied, changes, errors };
    },
  };
}

export type ProductCsv = ReturnType<typeof createProductCsv>;
