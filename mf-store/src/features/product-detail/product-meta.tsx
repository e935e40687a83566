import { BAND_NAME } from '@ps/shared/rules';
import { htmlToText } from '@ps/shared/html';
import type { Product } from '@ps/shared/schemas';
import { usePageMeta } from '@ps/shared/seo';
import { galleryImages } from './gallery/gallery-images';

const DESCRIPTION_LENGTH = 160;

/** Head tags and schema.org Product data; the server writes the same into the HTML for crawlers without JavaScript. */
export function ProductMeta({ product }: { product: Product }) {
  const description = htmlToText(product.description).slice(0, DESCRIPTION_LENGTH);
  const path = `/store/${product.slug}`;
  // Drawn on the server, this renders nothing and its head tags come from the server's SEO module.
  const origin = typeof window === 'undefined' ? null : window.location.origin;
  const absolute = (url: string) => (origin ? new URL(url, origin).href : url);
  usePageMeta({
    title: product.name,
    description,
    canonicalPath: path,
    image: product.primaryImage?.imageUrl,
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description,
      image: galleryImages(product).map((image) => absolute(image.imageUrl)),
      sku: product.variants[0]?.sku,
      brand: { '@type': 'Brand', name: BAND_NAME },
      offers: {
        '@type': 'Offer',
        url: absolute(path),
        priceCurrency: 'USD',
        price: (product.salePrice ?? product.basePrice).toFixed(2),
        availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    },
  });
  return null;
}
