import type { Product } from '@ps/shared/schemas';

/** A test product's price unless it says otherwise: the API tests store the same in cents. */
export const TEST_BASE_PRICE_CENTS = 2500;

let nextProductId = 0;

/** A product as the store's API answers it: one T-shirt category, no variants, in stock, nothing promoted. */
export function buildProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? (nextProductId += 1);
  const slug = overrides.slug ?? `product-${id}`;
  return {
    id,
    slug,
    name: `Product ${slug}`,
    description: '',
    basePrice: TEST_BASE_PRICE_CENTS / 100,
    salePrice: null,
    category: { id: 1, name: 'T-Shirts', slug: 't-shirts' },
    images: [],
    primaryImage: null,
    variants: [],
    isNew: false,
    isFeatured: false,
    inStock: true,
    totalStock: 10,
    maxPerOrder: null,
    ...overrides,
  };
}
