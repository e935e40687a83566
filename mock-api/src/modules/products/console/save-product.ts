import { sql } from 'kysely';
import { sanitizeProductHtml } from '@ps/shared/html';
import { slugFromName, type AdminProductValues } from '@ps/shared/console-schemas';
import type { Db } from '../../../db/tables';
import { AppError } from '../../../http/app-error';
import { dollarsToCents } from '../../../lib/money';

async function checkCategory(trx: Db, categoryId: number): Promise<void> {
  const found = await trx.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst();
  if (!found) throw AppError.validation('Choose an existing category', { categoryId: 'Choose an existing category' });
}

async function checkSlugFree(trx: Db, slug: string, productId: number | null): Promise<void> {
  let query = trx.selectFrom('products').select('id').where('slug', '=', slug);
  if (productId !== null) query = query.where('id', '<>', productId);
  if (await query.executeTakeFirst()) {
    const message = `The slug "${slug}" is already used by another product`;
    throw new AppError(409, 'SLUG_TAKEN', message, { fields: { slug: message } });
  }
}

async function checkSkusFree(trx: Db, values: AdminProductValues, productId: number | null): Promise<void> {
  const skus = values.variants.map((variant) => variant.sku.toUpperCase());
  let query = trx
    .selectFrom('productVariants')
    .select('sku')
    .where(sql<string>`upper(sku)`, 'in', skus);
  if (productId !== null) query = query.where('productId', '<>', productId);
  const taken = new Set((await query.execute()).map((row) => row.sku.toUpperCase()));
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
  const existing = await trx
    .selectFrom('productVariants')
    .select(['id', 'sku'])
    .where('productId', '=', productId)
    .execute();
  const kept = new Set<number>();
  for (const [index, variant] of variants.entries()) {
    const match = existing.find((row) => row.id === variant.id || row.sku.toUpperCase() === variant.sku.toUpperCase());
    if (variant.id !== undefined && match?.id !== variant.id) {
      const message = 'This variant belongs to another product';
      throw AppError.validation(message, { [`variants.${index}.id`]: message });
    }
    if (match) {
      kept.add(match.id);
      await trx.updateTable('productVariants').set(variantColumns(variant, index)).where('id', '=', match.id).execute();
    } else {
      await trx
        .insertInto('productVariants')
        .values({ productId, ...variantColumns(variant, index), inventoryAvailable: variant.stock })
        .execute();
    }
  }
  const removed = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (removed.length > 0) await trx.deleteFrom('productVariants').where('id', 'in', removed).execute();
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
    id = (await trx.insertInto('products').values(columns).returning('id').executeTakeFirstOrThrow()).id;
  } else {
    const updated = await trx
      .updateTable('products')
      .set({ ...columns, updatedAt: new Date() })
      .where('id', '=', id)
      .where('archivedAt', 'is', null)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw AppError.notFound('No such product');
  }
  await saveVariants(trx, id, values.variants);
  return id;
}
