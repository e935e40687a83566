import type { z } from 'zod';
import type { AdminProduct, adminProductInputSchema } from '@ps/shared/console-schemas';

type ProductInput = z.output<typeof adminProductInputSchema>;

/**
 * Whether saving the form would change a price: the base or sale price, or the adjustment of a
 * saved variant. A new variant's adjustment is part of adding it, which 'catalog.edit' allows.
 */
export function changesPrices(current: AdminProduct, input: ProductInput): boolean {
  if (current.basePrice !== input.basePrice || current.salePrice !== input.salePrice) return true;
  const saved = new Map(current.variants.map((variant) => [variant.id, variant.priceAdjustment]));
  return input.variants.some(
    (variant) => variant.id !== undefined && saved.has(variant.id) && saved.get(variant.id) !== variant.priceAdjustment,
  );
}
