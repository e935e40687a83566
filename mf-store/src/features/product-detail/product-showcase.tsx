import { useState } from 'react';
import type { Product } from '@ps/shared/schemas';
import { LazyHydration } from '@ps/shared/ui';
import { initialVariant } from '../../lib/catalog-model/variant-selection';
import { galleryImages } from './gallery/gallery-images';
import { ImageGallery } from './gallery/image-gallery';
import { ProductInfo } from './product-info';
import { ProductLayout } from './product-layout';

/** Gallery and buying column around one chosen variant: choosing "Red" shows Red's pictures (issue 27 item 5). */
export function ProductShowcase({ product }: { product: Product }) {
  const [variant, setVariant] = useState(() => initialVariant(product.variants));
  const images = galleryImages(product, variant);
  return (
    <ProductLayout>
      {/* The purchase column hydrates with the page (after the header); the gallery as it is seen or used (decision 050). */}
      <LazyHydration hydrateOn="visible">
        {/* A new set of pictures starts at its first. */}
        <ImageGallery key={images.map((image) => image.id).join()} images={images} productName={product.name} />
      </LazyHydration>
      <ProductInfo product={product} variant={variant} onVariantChange={setVariant} />
    </ProductLayout>
  );
}
