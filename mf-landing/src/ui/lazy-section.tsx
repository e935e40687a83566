import { memo, Suspense, useRef, type ComponentType } from 'react';
import styled from 'styled-components';
import { Button, ErrorBoundary, Skeleton } from '@ps/shared/ui';
import { useIsRevealed } from '../lib/section-reveal';
import { useHasScrolled } from '../lib/use-has-scrolled';
import { useInView } from '../lib/use-in-view';
import { useSectionView } from '../lib/use-section-view';
import { SectionFrame } from './section-frame';

const Reserved = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(4)};
  width: min(1200px, 100% - 32px);
  margin: 0 auto;
`;

const Failed = styled.div`
  max-width: 520px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)};
  text-align: center;
  border: 2px dashed ${({ theme }) => theme.color.panic};
  border-radius: ${({ theme }) => theme.radius.md};
`;

interface Props {
  id: string;
  label: string;
  /** Reserved until the content arrives, so the page below does not jump. */
  minHeight: string;
  component: ComponentType;
}

function Placeholder({ minHeight }: { minHeight: string }) {
  return (
    <Reserved style={{ minHeight }} aria-hidden="true" data-section-placeholder>
      <Skeleton $height="3rem" style={{ width: '40%', justifySelf: 'center' }} />
      <Skeleton $height="12rem" />
    </Reserved>
  );
}

function SectionFailed() {
  return (
    <Failed role="alert">
      <p>This part of the page didn't load. Check your connection and try again.</p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </Failed>
  );
}

/**
 * A below-the-fold section whose code loads when it nears the viewport (or is jumped to). Until the
 * visitor scrolls, only a section already showing loads: one just below the fold waits for the first
 * scroll, which still starts it 300px ahead (decision 032). Memoised: the landing page renders again as it
 * measures the header and the scroll position, and its props never change, so the sections need not.
 */
export const LazySection = memo(function LazySection({ id, label, minHeight, component: Content }: Props) {
  const ref = useRef<HTMLElement>(null);
  const hasScrolled = useHasScrolled();
  const isNear = useInView(ref, { rootMargin: hasScrolled ? '300px 0px' : '0px', once: true });
  const isRevealed = useIsRevealed(id);
  useSectionView(ref, id);
  const placeholder = <Placeholder minHeight={minHeight} />;

  return (
    <SectionFrame id={id} ref={ref} aria-label={label}>
      {isNear || isRevealed ? (
        <ErrorBoundary fallback={SectionFailed}>
          <Suspense fallback={placeholder}>
            <Content />
          </Suspense>
        </ErrorBoundary>
      ) : (
        placeholder
      )}
    </SectionFrame>
  );
});
