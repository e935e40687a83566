import type { VariantAttributes } from '@ps/shared/schemas';

export interface CartLineRecord {
  id: number;
  quantity: number;
  product: {
    id: number;
    slug: string;
    name: string;
    categoryId: number;
    basePriceCents: number;
    salePriceCents: number | null;
    maxPerOrder: number | null;
  };
  variant: { id: number; sku: string; name: string; attributes: VariantAttributes; priceAdjustmentCents: number };
  image: { imageUrl: string; altText: string } | null;
  /** Units that can be bought now: 0 when the product or its category left the store. */
  available: number;
}

/**
 * The lines that count towards the cart's subtotal, free shipping, discount and total: a sold-out line stays in
 * the cart for the shopper to remove, but nothing in it can be bought.
 */
export const countedLines = <Line extends Pick<CartLineRecord, 'available'>>(lines: readonly Line[]): Line[] =>
  lines.filter((line) => line.available > 0);
