import type { Product, Variant } from '@ps/shared/schemas';

const sellable = (variant: Variant) => variant.inventory.inStock && variant.inventory.available > 0;

/** Stock as the variants have it (spec 2: variant data takes precedence over product totals). */
export function productStock(product: Product): { inStock: boolean; totalStock: number } {
  if (product.variants.length === 0) return { inStock: product.inStock, totalStock: product.totalStock };
  const inStock = product.variants.filter(sellable);
  return { inStock: inStock.length > 0, totalStock: inStock.reduce((sum, v) => sum + v.inventory.available, 0) };
}

/**
 * What a card's add button does: a product sold out in every variant is Sold Out, one
 * without variants opens its page, a single variant goes straight in, and a product
 * with options asks which one first.
 */
export type CardAction =
  { kind: 'view' } | { kind: 'sold-out' } | { kind: 'add'; variant: Variant } | { kind: 'choose' };

export function cardAction(product: Product): CardAction {
  const [only, ...others] = product.variants;
  if (!productStock(product).inStock) return { kind: 'sold-out' };
  if (!only) return { kind: 'view' };
  return others.length === 0 ? { kind: 'add', variant: only } : { kind: 'choose' };
}
