import { createContext, lazy, Suspense, useContext, useEffect, useRef, type ReactNode } from 'react';

/** The server's build provides the section itself: it draws in one pass and cannot wait for a scroll. */
export const ServerRelatedProducts = createContext<((productId: number) => ReactNode) | null>(null);

let reveal: () => void = () => {};
const revealed = new Promise<void>((resolve) => {
  reveal = resolve;
});

const LazyRelatedProducts = lazy(() =>
  revealed.then(() => import('./related-products')).then((module) => ({ default: module.RelatedProducts })),
);

/**
 * The related products (the grid and its cards) sit below the fold, so their code waits until the section
 * nears the viewport (decision 038). Until then React keeps the server's markup of the suspended boundary in
 * place; a page the browser draws itself holds their room with a placeholder.
 */
export function RelatedSection({ productId }: { productId: number }) {
  const drawOnServer = useContext(ServerRelatedProducts);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const frame = ref.current;
    if (!frame || !('IntersectionObserver' in window)) {
      reveal();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reveal();
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(frame);
    void revealed.then(() => observer.disconnect());
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref}>
      <Suspense fallback={<div data-testid="related-placeholder" aria-hidden="true" style={{ minHeight: '24rem' }} />}>
        {drawOnServer ? drawOnServer(productId) : <LazyRelatedProducts productId={productId} />}
      </Suspense>
    </div>
  );
}
