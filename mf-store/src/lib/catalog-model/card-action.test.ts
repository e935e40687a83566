import { describe, expect, it } from 'vitest';
import type { Product, Variant } from '@ps/shared/schemas';
import { cardAction, productStock } from './card-action';

const variant = (id: number, available: number): Variant => ({
  id,
  sku: `TEE-${id}`,
  name: `Size ${id}`,
  attributes: { size: `S${id}` },
  imageIds: [],
  priceAdjustment: 0,
  price: 25,
  inventory: { inStock: available > 0, available },
});

const product = (variants: Variant[], totals = { inStock: true, totalStock: 7 }): Product => ({
  id: 1,
  slug: 'tee',
  name: 'Tee',
  description: '',
  basePrice: 25,
  salePrice: null,
  category: { id: 1, name: 'T-Shirts', slug: 't-shirts' },
  images: [],
  primaryImage: null,
  variants,
  isNew: false,
  isFeatured: false,
  ...totals,
  maxPerOrder: null,
});

describe('productStock', () => {
  it('adds up the variants, whatever the product totals say', () => {
    expect(productStock(product([variant(1, 0), variant(2, 3)], { inStock: false, totalStock: 0 }))).toEqual({
      inStock: true,
      totalStock: 3,
    });
    expect(productStock(product([variant(1, 0)]))).toEqual({ inStock: false, totalStock: 0 });
  });

  it('falls back to the product totals without variants', () => {
    expect(productStock(product([], { inStock: true, totalStock: 4 }))).toEqual({ inStock: true, totalStock: 4 });
  });
});

describe('cardAction', () => {
  it('asks for the option when the first variant is sold out but another is not', () => {
    expect(cardAction(product([variant(1, 0), variant(2, 173)]))).toEqual({ kind: 'choose' });
  });

  it('asks for the option for any product with options, never picking the first silently', () => {
    expect(cardAction(product([variant(1, 5), variant(2, 5)]))).toEqual({ kind: 'choose' });
  });

  it('is Sold Out only when every variant is', () => {
    expect(cardAction(product([variant(1, 0), variant(2, 0)]))).toEqual({ kind: 'sold-out' });
  });

  it('adds a single in-stock variant straight away and opens the page of a product without variants', () => {
    const only = variant(1, 2);
    expect(cardAction(product([only]))).toEqual({ kind: 'add', variant: only });
    expect(cardAction(product([]))).toEqual({ kind: 'view' });
    expect(cardAction(product([], { inStock: false, totalStock: 0 }))).toEqual({ kind: 'sold-out' });
  });
});
