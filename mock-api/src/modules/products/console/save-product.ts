import { sanitizeProductHtml } from '@ps/shared/html';
import { slugFromName, type AdminProductValues } from '@ps/shared/console-schemas';
import type { Db } from '../../../db/tables';
import { AppError } from '../../../http/app-error';
import { dollarsToCents } from '../../../lib/money';
import {
  categoryExists,
  deleteVariants,
  insertProduct,
  insertVariant,
  slugTaken,
  takenSkus,
  updateLiveProduct,
  updateVariant,
  variantSkus,
} from './save-product-repository';

async function checkCategory(trx: Db, categoryId: number): Promise<void> {
  if (!(await categoryExists(trx, categoryId)))
    throw AppError.validation('Choose an existing category', { categoryId: 'Choose an existing category' });
}

async function checkSlugFree(trx: Db, slug: string, productId: number | null): Promise<void> {
  if (await slugTaken(trx, slug, productId)) {
    const message = `The slug "${slug}" is already used by another product`;
    throw new AppError(409, 'SLUG_TAKEN', message, { fields: { slug: message } });
  }
}

async function checkSkusFree(trx: Db, values: AdminProductValues, productId: number | null): Promise<void> {
  const skus = values.variants.map((variant) => variant.sku.toUpperCase());
  const taken = await takenSkus(trx, skus, productId);
  if (taken.size === 0) return;
  const fields: Record<string, string> = {};
  values.variants.forEach((variant, index) => {
    if (taken.has(variant.sku.toUpperCase())) fields[`variants.${index}.sku`] = `SKU ${variant.sku} is already used`;
  });
  throw new AppError(409, 'SKU_TAKEN', `SKU ${[...taken].join(', ')} is already used by another product`, { fields });
}

function productColumns(values: AdminProductValues, slug: string) {
  return {
    name: values.name,
    slug,
    descriptionHtml: sanitizeProductHtml(values.description),
    tags: [...new Set(values.tags)],
    basePriceCents: dollarsToCents(values.basePrice),
    salePriceCents: values.salePrice === null ? null : dollarsToCents(values.salePrice),
    categoryId: values.categoryId,
    isFeatured: values.isFeatured,
    active: values.isActive,
    maxPerOrder: values.maxPerOrder,
  };
}

/** Everything of a variant the form edits except its stock, which only inventory adjustments change. */
function variantColumns(variant: AdminProductValues['variants'][number], displayOrder: number) {
  const attributes: { size?: string; color?: string } = {};
  if (variant.size) attributes.size = variant.size;
  if (variant.color) attributes.color = variant.color;
  return {
    name: variant.name,
    sku: variant.sku,
    attributes,
    priceAdjustmentCents: dollarsToCents(variant.priceAdjustment),
    displayOrder,
  };
}

/**
 * Variants are matched by id, else by SKU; those no longer listed are removed. A new variant starts with
 * the stock the form gives; an existing one keeps its live stock (checkouts change it while the form is
 * open), which changes only through an inventory adjustment with its reason and history.
 */
async function saveVariants(trx: Db, productId: number, variants: AdminProductValues['variants']): Promise<void> {
  const existing = await variantSkus(trx, productId);
  const kept = new Set<number>();
  for (const [index, variant] of variants.entries()) {
    const match = existing.find((row) => row.id === variant.id || row.sku.toUpperCase() === variant.sku.toUpperCase());
    if (variant.id !== undefined && match?.id !== variant.id) {
      const message = 'This variant belongs to another product';
      throw AppError.validation(message, { [`variants.${index}.id`]: message });
    }
    if (match) {
      kept.add(match.id);
      await updateVariant(trx, match.id, variantColumns(variant, index));
    } else {
      await insertVariant(trx, { productId, ...variantColumns(variant, index), inventoryAvailable: variant.stock });
    }
  }
  const removed = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (removed.length > 0) await deleteVariants(trx, removed);
}

/** Creates (productId null) or updates a product and its variants, inside the caller's transaction. */
export async function saveProduct(trx: Db, productId: number | null, values: AdminProductValues): Promise<number> {
  const slug = values.slug || slugFromName(values.name);
  if (!slug) throw AppError.validation('Slug is required', { slug: 'Slug is required' });
  await checkCategory(trx, values.categoryId);
  await checkSlugFree(trx, slug, productId);
  await checkSkusFree(trx, values, productId);
  const columns = productColumns(values, slug);
  let id = productId;
  if (id === null) {
    id = await insertProduct(trx, columns);
  } else if (!(await updateLiveProduct(trx, id, columns))) {
    throw AppError.notFound('No such product');
  }
  await saveVariants(trx, id, values.variants);
  return id;
}
