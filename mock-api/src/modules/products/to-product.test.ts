import { describe, expect, it } from 'vitest';
import { productSchema } from '@ps/shared/schemas';
import type { ProductRecord } from './product-records';
import { toProduct } from './to-product';

function record(overrides: Partial<ProductRecord> = {}): ProductRecord {
  return {
    id: 7,
    slug: 'cape-hoodie',
    name: 'Cape Hoodie',
    descriptionHtml: '<p>Hero.</p>',
    basePriceCents: 5999,
    salePriceCents: null,
    isNew: false,
    isFeatured: true,
    maxPerOrder: null,
    category: { id: 2, name: 'Hoodies', slug: 'hoodies' },
    images: [
      { id: 1, imageUrl: '/a.svg', altText: 'front' },
      { id: 2, imageUrl: '/b.svg', altText: 'back' },
    ],
    variants: [
      {
        id: 10,
        sku: 'PS-HOOD-CAPE-BLK-M',
        name: 'Black / M',
        attributes: { color: 'Black', size: 'M' },
        imageIds: [2],
        priceAdjustmentCents: 0,
        inventoryAvailable: 4,
      },
      {
        id: 11,
        sku: 'PS-HOOD-CAPE-BLK-XXL',
        name: 'Black / XXL',
        attributes: { color: 'Black', size: 'XXL' },
        imageIds: [],
        priceAdjustmentCents: 300,
        inventoryAvailable: 0,
      },
    ],
    ...overrides,
  };
}

describe('toProduct', () => {
  it('matches the shared product schema', () => {
    expect(() => productSchema.parse(toProduct(record()))).not.toThrow();
  });

  it('sends prices in dollars and prices variants from the current price', () => {
    const product = toProduct(record({ salePriceCents: 4999 }));
    expect(product.basePrice).toBe(59.99);
    expect(product.salePrice).toBe(49.99);
    expect(product.variants.map((variant) => [variant.priceAdjustment, variant.price])).toEqual([
      [0, 49.99],
      [3, 52.99],
    ]);
  });

  it('adds up stock across variants', () => {
    const product = toProduct(record());
    expect(product).toMatchObject({ inStock: true, totalStock: 4 });
    expect(product.variants.map((variant) => variant.inventory)).toEqual([
      { inStock: true, available: 4 },
      { inStock: false, available: 0 },
    ]);
  });

  it('is out of stock with no variants and shows its generated art without images', () => {
    const product = toProduct(record({ variants: [], images: [] }));
    expect(product).toMatchObject({ inStock: false, totalStock: 0 });
    expect(product.primaryImage).toEqual({ imageUrl: `/api/art/products/${product.slug}.svg`, altText: product.name });
  });

  it('passes the per-order limit through, null meaning none', () => {
    expect(toProduct(record()).maxPerOrder).toBeNull();
    expect(productSchema.parse(toProduct(record({ maxPerOrder: 1 }))).maxPerOrder).toBe(1);
  });

  it('passes each variant’s picture ids through, empty for a variant showing the product’s images', () => {
    expect(toProduct(record()).variants.map((variant) => variant.imageIds)).toEqual([[2], []]);
  });

  it('uses the first image as the primary image', () => {
    expect(toProduct(record()).primaryImage).toEqual({ imageUrl: '/a.svg', altText: 'front' });
  });

  it('serves the description sanitised', () => {
    const product = toProduct(record({ descriptionHtml: '<p onclick="x()">Hi</p><script>alert(1)</script>' }));
    expect(product.description).toBe('<p>Hi</p>');
  });
});
