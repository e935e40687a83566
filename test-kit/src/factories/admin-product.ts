import type { AdminProduct } from '@ps/shared/console-schemas';
import { TEST_BASE_PRICE_CENTS } from './product';

const SAVED = '2026-01-05T10:00:00.000Z';

/** A product as the console's API answers it: one T-shirt category, active, no variants or pictures. */
export function buildAdminProduct(overrides: Partial<AdminProduct> & Pick<AdminProduct, 'id'>): AdminProduct {
  return {
    name: `Product ${overrides.id}`,
    slug: `product-${overrides.id}`,
    description: '',
    tags: [],
    basePrice: TEST_BASE_PRICE_CENTS / 100,
    salePrice: null,
    categoryId: 1,
    category: { id: 1, name: 'T-Shirts', slug: 't-shirts' },
    isFeatured: false,
    isActive: true,
    maxPerOrder: null,
    variants: [],
    images: [],
    totalStock: 10,
    createdAt: SAVED,
    updatedAt: SAVED,
    ...overrides,
  };
}
