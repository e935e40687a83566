/** What a product sells for now: the sale price while there is one. */
export function currentPriceCents(product: { basePriceCents: number; salePriceCents: number | null }): number {
  return product.salePriceCents ?? product.basePriceCents;
}

/** A variant's price: the product's current price plus its adjustment, never below zero. */
export function variantPriceCents(
  product: { basePriceCents: number; salePriceCents: number | null },
  priceAdjustmentCents: number,
): number {
  return Math.max(0, currentPriceCents(product) + priceAdjustmentCents);
}
