import { describe, expect, it } from 'vitest';
import { searchSuggestionSchema } from '@ps/shared/schemas';
import type { ProductRecord } from '../products';
import { categorySuggestion, productSuggestion } from './to-suggestion';

function product(overrides: Partial<ProductRecord> = {}): ProductRecord {
  return {
    id: 3,
    slug: 'panic-tee',
    name: 'Panic Tee',
    descriptionHtml: '<p>Loud.</p>',
    basePriceCents: 2999,
    salePriceCents: null,
    isNew: false,
    isFeatured: false,
    maxPerOrder: null,
    category: { id: 1, name: 'T-Shirts', slug: 't-shirts' },
    images: [{ id: 1, imageUrl: '/tee.svg', altText: 'tee' }],
    variants: [
      { id: 9, sku: 'S', name: 'S', attributes: {}, imageIds: [], priceAdjustmentCents: 0, inventoryAvailable: 2 },
      { id: 10, sku: 'M', name: 'M', attributes: {}, imageIds: [], priceAdjustmentCents: 200, inventoryAvailable: 0 },
    ],
    ...overrides,
  };
}

const category = {
  id: 1,
  name: 'Vinyl',
  slug: 'vinyl',
  description: 'Records',
  imageUrl: '/vinyl.svg',
  displayOrder: 3,
  productCount: 12,
};

describe('productSuggestion', () => {
  it('shows the category, the first image and the current price in dollars', () => {
    const suggestion = productSuggestion(product({ salePriceCents: 1999 }));
    expect(searchSuggestionSchema.parse(suggestion)).toEqual({
      id: 3,
      type: 'product',
      slug: 'panic-tee',
      title: 'Panic Tee',
      subtitle: 'T-Shirts',
      badge: 'Sale',
      imageUrl: '/tee.svg',
      price: 19.99,
    });
  });

  it('badges sold out before sale before new, and nothing otherwise', () => {
    const soldOut = product({ salePriceCents: 1999, isNew: true, variants: [] });
    expect(productSuggestion(soldOut).badge).toBe('Sold out');
    expect(productSuggestion(product({ salePriceCents: 1999, isNew: true })).badge).toBe('Sale');
    expect(productSuggestion(product({ isNew: true })).badge).toBe('New');
    expect(productSuggestion(product()).badge).toBeNull();
  });

  it('has no image when the product has none', () => {
    expect(productSuggestion(product({ images: [] })).imageUrl).toBeNull();
  });
});

describe('categorySuggestion', () => {
  it('counts products in the subtitle and has no price', () => {
    expect(searchSuggestionSchema.parse(categorySuggestion(category))).toMatchObject({
      type: 'category',
      title: 'Vinyl',
      subtitle: '12 products',
      price: null,
      badge: null,
    });
    expect(categorySuggestion({ ...category, productCount: 1 }).subtitle).toBe('1 product');
  });
});
