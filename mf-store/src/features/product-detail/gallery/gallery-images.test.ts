import { describe, expect, it } from 'vitest';
import { galleryImages } from './gallery-images';

const art = { imageUrl: '/api/art/products/tour-tee.svg', altText: 'Tour Tee' };

describe('galleryImages', () => {
  it('shows the generated art when the product has no uploaded image', () => {
    expect(galleryImages({ id: 7, images: [], primaryImage: art })).toEqual([{ id: 7, ...art }]);
  });

  it('shows the uploaded images when there are some', () => {
    const images = [{ id: 3, imageUrl: '/api/media/abc-full.jpg', altText: 'Front' }];
    expect(galleryImages({ id: 7, images, primaryImage: images[0]! })).toBe(images);
  });
});
