import { lazy, Suspense, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import type { ProductImage } from '@ps/shared/schemas';
import { GalleryControls } from './gallery-controls';

// Only a click opens it, so its code loads then, not with the page (decision 031).
const Lightbox = lazy(() => import('./lightbox').then((module) => ({ default: module.Lightbox })));

/** Spec 2 §9: the gallery zooms 1.5x under the pointer. */
export const ZOOM_SCALE = 1.5;

const Stage = styled.button<{ $zoomed: boolean; $origin: string }>`
  display: block;
  width: 100%;
  padding: 0;
  overflow: hidden;
  border: 3px solid #000;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: #241d38;
  cursor: zoom-in;
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    transform: scale(${({ $zoomed }) => ($zoomed ? ZOOM_SCALE : 1)});
    transform-origin: ${({ $origin }) => $origin};
    transition: transform 200ms ease;
  }
`;

interface Props {
  images: ProductImage[];
  productName: string;
}

export function ImageGallery({ images, productName }: Props) {
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<string | null>(null);
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const image = images[index];
  if (!image) return null;

  const show = (next: number) => setIndex((next + images.length) % images.length);
  const track = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setZoom(`${((event.clientX - box.left) / box.width) * 100}% ${((event.clientY - box.top) / box.height) * 100}%`);
  };

  return (
    <section aria-label={`${productName} images`}>
      <Stage
        type="button"
        $zoomed={zoom !== null}
        $origin={zoom ?? 'center'}
        aria-label={`Open image ${index + 1} of ${images.length} full screen`}
        onMouseMove={track}
        onMouseLeave={() => setZoom(null)}
        onClick={() => setLightboxOpen(true)}
      >
        {/* The product page's largest paint: fetched first, never lazily. */}
        <img
          src={image.imageUrl}
          alt={image.altText}
          width={600}
          height={600}
          fetchPriority="high"
          data-testid="gallery-image"
        />
      </Stage>
      <GalleryControls images={images} index={index} onShow={show} />
      {lightboxOpen && (
        <Suspense fallback={null}>
          <Lightbox images={images} index={index} onShow={show} onClose={() => setLightboxOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
