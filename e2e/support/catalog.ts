import type { APIRequestContext } from '@playwright/test';

interface Variant {
  id: number;
  name: string;
  sku: string;
  attributes: Record<string, string>;
  inventory: { inStock: boolean; available: number };
}

export interface CatalogProduct {
  id: number;
  slug: string;
  name: string;
  inStock: boolean;
  totalStock: number;
  maxPerOrder: number | null;
  category: { slug: string };
  images: { imageUrl: string }[];
  variants: Variant[];
}

/** The seeded catalog, read through the API so tests pick products by their traits, not by hard-coded names. */
export async function allProducts(request: APIRequestContext): Promise<CatalogProduct[]> {
  const response = await request.get('/api/products?limit=100');
  return (await response.json()).products;
}

/**
 * A size-and-colour product where, for one size, one colour is sold out while
 * another colour of that size is not, and the sold-out colour has stock in some
 * other size: picking the size changes which colours can be chosen.
 */
export function productWithColourSoldOutInOneSize(products: CatalogProduct[]) {
  for (const product of products) {
    const stock = (size?: string, color?: string) =>
      product.variants.find((v) => v.attributes.size === size && v.attributes.color === color)?.inventory.inStock;
    for (const soldOut of product.variants.filter(
      (v) => !v.inventory.inStock && v.attributes.color && v.attributes.size,
    )) {
      const { size, color } = soldOut.attributes;
      const sameSizeOtherColour = product.variants.find(
        (v) => v.attributes.size === size && v.attributes.color !== color && v.inventory.inStock,
      );
      const otherSize = product.variants.find((v) => v.attributes.color === color && v.inventory.inStock)?.attributes
        .size;
      if (sameSizeOtherColour && otherSize && stock(otherSize, color)) {
        return { product, size: size!, soldOutColour: color!, otherSize };
      }
    }
  }
  throw new Error('The seed has no size-and-colour product with a colour sold out in one size only');
}

/**
 * Sold-out products other journeys leave alone: the first is restocked by the console's stock journey,
 * the last stays sold out for the accessibility scan, the one before it is the back-in-stock journey's.
 */
export function untouchedSoldOutProduct(products: CatalogProduct[], use: 'scan' | 'restock'): CatalogProduct {
  const soldOut = products.filter((candidate) => !candidate.inStock);
  if (soldOut.length < 3) throw new Error('The seed needs three sold-out products');
  return soldOut.at(use === 'scan' ? -1 : -2)!;
}

export function soldOutProduct(products: CatalogProduct[]): CatalogProduct {
  const product = products.find((candidate) => !candidate.inStock);
  if (!product) throw new Error('The seed has no sold-out product');
  return product;
}

/** An in-stock product with options whose first variant is sold out: a card must not call it Sold Out. */
export function productWithFirstVariantSoldOut(products: CatalogProduct[]): CatalogProduct {
  const product = products.find(
    (candidate) => candidate.inStock && candidate.variants.length > 1 && !candidate.variants[0]!.inventory.inStock,
  );
  if (!product) throw new Error('The seed has no in-stock product whose first variant is sold out');
  return product;
}

/** An in-stock product limited to one per order, with stock to spare for a second unit. */
export function productLimitedToOne(products: CatalogProduct[]): CatalogProduct {
  const product = products.find(
    (candidate) => candidate.maxPerOrder === 1 && candidate.variants.some((v) => v.inventory.available >= 2),
  );
  if (!product) throw new Error('The seed has no product limited to one per order with two units left');
  return product;
}

/** An in-stock product whose first variant with stock (the one its page picks) has only a few units left, under any per-order limit. */
export function productWithFewLeft(products: CatalogProduct[]): { product: CatalogProduct; unitsLeft: number } {
  for (const product of products) {
    const picked = product.variants.find((v) => v.inventory.inStock && v.inventory.available > 0);
    const unitsLeft = picked?.inventory.available ?? 0;
    if (unitsLeft > 0 && unitsLeft <= 5 && (product.maxPerOrder === null || product.maxPerOrder > unitsLeft)) {
      return { product, unitsLeft };
    }
  }
  throw new Error('The seed has no product whose picked variant has 1 to 5 units left');
}
