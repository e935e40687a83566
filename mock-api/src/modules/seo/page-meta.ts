import { BAND_NAME } from '@ps/shared/rules';
import { htmlToText } from '@ps/shared/html';
import type { Category, Product } from '@ps/shared/schemas';
import { artUrl } from '../art';
import type { PageMeta } from './head-tags';

/** Search engines show about this much of a description. */
const DESCRIPTION_LENGTH = 160;
const STORE_TITLE = `${BAND_NAME} Store`;

/** Cut at a word boundary with an ellipsis when longer than a snippet. */
export function snippet(text: string, length = DESCRIPTION_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const absolute = (url: string, origin: string) => new URL(url, origin).href;

export function productPageMeta(product: Product, origin: string): PageMeta {
  const url = absolute(`/store/${product.slug}`, origin);
  const text = htmlToText(product.description);
  const images = product.images.map((image) => absolute(image.imageUrl, origin));
  const price = product.salePrice ?? product.basePrice;
  return {
    title: `${product.name} | ${STORE_TITLE}`,
    description: snippet(text || `${product.name} from the official ${STORE_TITLE}.`),
    canonicalUrl: url,
    imageUrl: images[0] ?? null,
    ogType: 'product',
    leadImagePath: product.images[0]?.imageUrl ?? null,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: text,
      image: images,
      ...(product.variants[0] ? { sku: product.variants[0].sku } : {}),
      brand: { '@type': 'Brand', name: BAND_NAME },
      category: product.category.name,
      offers: {
        '@type': 'Offer',
        price: price.toFixed(2),
        priceCurrency: 'USD',
        availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url,
      },
    },
  };
}

export function categoryPageMeta(category: Category, origin: string): PageMeta {
  return {
    title: `${category.name} | ${STORE_TITLE}`,
    description: snippet(category.description || `${category.name} from the official ${STORE_TITLE}.`),
    canonicalUrl: absolute(`/store/category/${category.slug}`, origin),
    imageUrl: category.imageUrl ? absolute(category.imageUrl, origin) : null,
    ogType: 'website',
    jsonLd: null,
    leadImagePath: null,
  };
}

/** The store's front page; it leads with the first featured product's picture. */
export function storeHomePageMeta(firstFeatured: Product | undefined, origin: string): PageMeta {
  return {
    title: STORE_TITLE,
    description: `Official ${BAND_NAME} merch: tees, hoodies, vinyl and accessories for anxious superheroes.`,
    canonicalUrl: absolute('/store', origin),
    imageUrl: firstFeatured?.images[0] ? absolute(firstFeatured.images[0].imageUrl, origin) : null,
    ogType: 'website',
    jsonLd: null,
    leadImagePath: firstFeatured?.images[0]?.imageUrl ?? null,
  };
}

/** The social hub: the same words the page sets in the browser, and a generated picture for previews. */
export function socialHubPageMeta(origin: string): PageMeta {
  return {
    title: `Social Hub | ${BAND_NAME}`,
    description: `${BAND_NAME} posts, viral moments, fan photos and share tools.`,
    canonicalUrl: absolute('/social', origin),
    imageUrl: absolute(artUrl('social', 'social-hub', 'poster'), origin),
    ogType: 'website',
    jsonLd: null,
    leadImagePath: null,
  };
}
