import { describe, expect, it } from 'vitest';
import { galleryImages } from './gallery-images';

const art = { imageUrl: '/api/art/products/tour-tee.svg', altText: 'Tour Tee' };
const front = { id: 3, imageUrl: '/api/media/abc-full.jpg', altText: 'Front' };
const red = { id: 4, imageUrl: '/api/media/red-full.jpg', altText: 'Red' };
const redBack = { id: 5, imageUrl: '/api/media/red-back-full.jpg', altText: 'Red, back' };

describe('galleryImages', () => {
  it('shows the generated art when the product has no uploaded image', () => {
    expect(galleryImages({ id: 7, images: [], primaryImage: art })).toEqual([{ id: 7, ...art }]);
  });

  it('shows the uploaded images when there are some', () => {
    const images = [front];
    expect(galleryImages({ id: 7, images, primaryImage: front })).toBe(images);
  });

  it('shows the chosen variant’s pictures alone, in the variant’s order', () => {
    const product = { id: 7, images: [front, red, redBack], primaryImage: front };
    expect(galleryImages(product, { imageIds: [5, 4] })).toEqual([redBack, red]);
  });

  it('falls back to the product’s images for a variant without pictures', () => {
    const product = { id: 7, images: [front, red], primaryImage: front };
    expect(galleryImages(product, { imageIds: [] })).toBe(product.images);
  });

  it('ignores a picture id the product does not have, falling back when none is left', () => {
    const product = { id: 7, images: [front], primaryImage: front };
    expect(galleryImages(product, { imageIds: [99] })).toBe(product.images);
    expect(galleryImages({ ...product, images: [front, red] }, { imageIds: [99, 4] })).toEqual([red]);
  });
});
