import type { VariantAttributes } from '@ps/shared/schemas';
import { seededRandom } from '../lib/seeded-random';
import { artUrl, type ArtView, hasBack, itemColorOf } from '../modules/art';
import { catalogSeed } from './catalog/index';
import type { CategorySeed, ProductSeed } from './catalog/types';
import { spreadStock } from './stock';

export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
  imageUrl: string;
  displayOrder: number;
}

export interface SeedProduct {
  categorySlug: string;
  slug: string;
  name: string;
  descriptionHtml: string;
  basePriceCents: number;
  salePriceCents: number | null;
  isNew: boolean;
  isFeatured: boolean;
  maxPerOrder: number | null;
  tags: string[];
  createdAt: Date;
  images: { imageUrl: string; altText: string; displayOrder: number }[];
  variants: {
    sku: string;
    name: string;
    attributes: VariantAttributes;
    priceAdjustmentCents: number;
    inventoryAvailable: number;
    displayOrder: number;
  }[];
}

/** A fixed "now" keeps the seed identical on every run. */
const NEWEST_PRODUCT_AT = Date.UTC(2026, 0, 15, 12);
const HOURS_BETWEEN_PRODUCTS = 19;
const VIEW_WORDS: Record<ArtView, string> = { front: 'front', back: 'back', detail: 'close-up' };

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function describe(product: ProductSeed, category: CategorySeed): string {
  const items = product.details.map((detail) => `<li>${detail}</li>`).join('');
  return `<p>${product.pitch}</p><ul>${items}</ul><p>${category.footnote}</p>`;
}

/** The product's generated pictures: drawn as what it is, in its first colour, from each side it has. */
function imagesOf(product: ProductSeed, category: CategorySeed, slug: string): SeedProduct['images'] {
  const silhouette = product.silhouette ?? category.silhouette;
  const colorName = product.options.find((option) => option.attributes.color)?.attributes.color;
  const color = colorName ? itemColorOf(colorName) : undefined;
  const views: ArtView[] = hasBack(silhouette) ? ['front', 'back', 'detail'] : ['front', 'detail'];
  const count = seededRandom(`images/${slug}`).int(2, views.length);
  const described = colorName ? `${product.name} in ${colorName.toLowerCase()}` : product.name;
  return views.slice(0, count).map((view, index) => ({
    imageUrl: artUrl('products', `${slug}-${index + 1}`, silhouette, { color, view }),
    altText: `Illustration of the ${described}, ${VIEW_WORDS[view]}`,
    displayOrder: index,
  }));
}

function buildProduct(product: ProductSeed, category: CategorySeed, createdAt: Date): SeedProduct {
  const slug = slugify(product.name);
  const stock = spreadStock(product.stock ?? 'plenty', product.options.length, slug);
  return {
    categorySlug: category.slug,
    slug,
    name: product.name,
    descriptionHtml: describe(product, category),
    basePriceCents: product.priceCents,
    salePriceCents: product.saleCents ?? null,
    isNew: product.isNew ?? false,
    isFeatured: product.isFeatured ?? false,
    maxPerOrder: category.maxPerOrder ?? null,
    tags: product.tags,
    createdAt,
    images: imagesOf(product, category, slug),
    variants: product.options.map((option, index) => ({
      sku: `PS-${category.skuCode}-${product.code}-${option.code}`,
      name: option.name,
      attributes: option.attributes,
      priceAdjustmentCents: option.priceAdjustmentCents,
      inventoryAvailable: stock[index] ?? 0,
      displayOrder: index,
    })),
  };
}

/**
 * Products take turns by category so the newest-first list is mixed, and new
 * arrivals get the most recent dates.
 */
function releaseOrder(categories: readonly CategorySeed[]) {
  const longest = Math.max(...categories.map((category) => category.products.length));
  const interleaved = Array.from({ length: longest }, (_, round) =>
    categories.flatMap((category) => {
      const product = category.products[round];
      return product ? [{ product, category }] : [];
    }),
  ).flat();
  return interleaved.sort((a, b) => Number(b.product.isNew ?? false) - Number(a.product.isNew ?? false));
}

export function buildCatalog(categories: readonly CategorySeed[] = catalogSeed) {
  return {
    categories: categories.map((category, index): SeedCategory => ({
      slug: category.slug,
      name: category.name,
      description: category.description,
      imageUrl: artUrl('categories', category.slug, category.silhouette),
      displayOrder: index + 1,
    })),
    products: releaseOrder(categories).map(({ product, category }, index) =>
      buildProduct(product, category, new Date(NEWEST_PRODUCT_AT - index * HOURS_BETWEEN_PRODUCTS * 3_600_000)),
    ),
  };
}

export type SeedCatalog = ReturnType<typeof buildCatalog>;
