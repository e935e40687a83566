import type { Product, ProductImage } from '@ps/shared/schemas';

/**
 * The uploaded images, or the product's generated art while staff have uploaded none
 * (the API names it as the primary image), so the page never shows an empty gallery.
 */
export function galleryImages(product: Pick<Product, 'id' | 'images' | 'primaryImage'>): ProductImage[] {
  if (product.images.length > 0) return product.images;
  return product.primaryImage ? [{ id: product.id, ...product.primaryImage }] : [];
}
