import type { Product, ProductImage, Variant } from '@ps/shared/schemas';

/**
 * The chosen variant's pictures when staff gave it some, else the product's uploaded images, else the
 * product's generated art while staff have uploaded none (the API names it as the primary image), so the
 * page never shows an empty gallery.
 */
export function galleryImages(
  product: Pick<Product, 'id' | 'images' | 'primaryImage'>,
  variant?: Pick<Variant, 'imageIds'>,
): ProductImage[] {
  const chosen = (variant?.imageIds ?? []).flatMap((id) => product.images.filter((image) => image.id === id));
  if (chosen.length > 0) return chosen;
  if (product.images.length > 0) return product.images;
  return product.primaryImage ? [{ id: product.id, ...product.primaryImage }] : [];
}
