import type { SearchSuggestion } from '@ps/shared/schemas';
import { centsToDollars } from '../../lib/money';
import type { CategoryRecord } from '../categories';
import { currentPriceCents, type ProductRecord } from '../products';

/** The one badge a suggestion has room for: what stops a purchase first, then what tempts one. */
function badgeFor(product: ProductRecord): SearchSuggestion['badge'] {
  if (product.variants.every((variant) => variant.inventoryAvailable === 0)) return 'Sold out';
  if (product.salePriceCents !== null) return 'Sale';
  return product.isNew ? 'New' : null;
}

export function productSuggestion(product: ProductRecord): SearchSuggestion {
  return {
    id: product.id,
    type: 'product',
    slug: product.slug,
    title: product.name,
    subtitle: product.category.name,
    badge: badgeFor(product),
    imageUrl: product.images[0]?.imageUrl ?? null,
    price: centsToDollars(currentPriceCents(product)),
  };
}

export function categorySuggestion(category: Required<CategoryRecord>): SearchSuggestion {
  const count = category.productCount;
  return {
    id: category.id,
    type: 'category',
    slug: category.slug,
    title: category.name,
    subtitle: `${count} ${count === 1 ? 'product' : 'products'}`,
    badge: null,
    imageUrl: category.imageUrl,
    price: null,
  };
}
