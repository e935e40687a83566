import { describe, expect, it } from 'vitest';
import type { Product } from '@ps/shared/schemas';
import { categoryPageMeta, productPageMeta, snippet } from './page-meta';

const product: Product = {
  id: 1,
  slug: 'cape-hoodie',
  name: 'Cape Hoodie',
  description: '<p>A hoodie with a <strong>cape</strong>.</p>',
  basePrice: 64.99,
  salePrice: 49.9,
  category: { id: 2, name: 'Hoodies', slug: 'hoodies' },
  images: [{ id: 1, imageUrl: '/api/art/products/cape-hoodie-1.svg?silhouette=hoodie', altText: 'front' }],
  primaryImage: { imageUrl: '/api/art/products/cape-hoodie-1.svg?silhouette=hoodie', altText: 'front' },
  variants: [
    {
      id: 5,
      sku: 'PS-HOOD-CAPE-BLK-M',
      name: 'Black / M',
      attributes: { color: 'Black', size: 'M' },
      imageIds: [],
      priceAdjustment: 0,
      price: 49.9,
      inventory: { inStock: false, available: 0 },
    },
  ],
  isNew: false,
  isFeatured: true,
  inStock: false,
  totalStock: 0,
  maxPerOrder: null,
};

describe('productPageMeta', () => {
  const meta = productPageMeta(product, 'https://panicsquad.example');

  it('names the product, describes it in plain text and points at its absolute URLs', () => {
    expect(meta).toMatchObject({
      title: 'Cape Hoodie | Panic Squad Store',
      description: 'A hoodie with a cape.',
      canonicalUrl: 'https://panicsquad.example/store/cape-hoodie',
      imageUrl: 'https://panicsquad.example/api/art/products/cape-hoodie-1.svg?silhouette=hoodie',
      ogType: 'product',
      // Exactly the URL the gallery requests, so the preload is the one the page uses.
      leadImagePath: '/api/art/products/cape-hoodie-1.svg?silhouette=hoodie',
    });
  });

  it('offers the current price with two decimals and the stock state', () => {
    expect(meta.jsonLd).toMatchObject({
      '@type': 'Product',
      sku: 'PS-HOOD-CAPE-BLK-M',
      brand: { '@type': 'Brand', name: 'Panic Squad' },
      offers: {
        price: '49.90',
        priceCurrency: 'USD',
        availability: 'https://schema.org/OutOfStock',
        url: 'https://panicsquad.example/store/cape-hoodie',
      },
    });
  });
});

describe('categoryPageMeta', () => {
  it('is a website page of the category with no structured data', () => {
    const meta = categoryPageMeta(
      { id: 3, name: 'Vinyl', slug: 'vinyl', description: 'Records.', imageUrl: '/vinyl.svg', displayOrder: 3 },
      'http://localhost:8080',
    );
    expect(meta).toEqual({
      title: 'Vinyl | Panic Squad Store',
      description: 'Records.',
      canonicalUrl: 'http://localhost:8080/store/category/vinyl',
      imageUrl: 'http://localhost:8080/vinyl.svg',
      ogType: 'website',
      jsonLd: null,
      leadImagePath: null,
    });
  });
});

describe('snippet', () => {
  it('keeps short text and cuts long text at a word with an ellipsis', () => {
    expect(snippet('short')).toBe('short');
    expect(snippet('one two three four', 12)).toBe('one two…');
  });
});
