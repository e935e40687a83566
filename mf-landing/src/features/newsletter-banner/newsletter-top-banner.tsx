import { lazy, Suspense } from 'react';
import { useExperiment } from '@ps/shared/experiments';

const TopBanner = lazy(() => import('./top-banner').then((module) => ({ default: module.TopBanner })));

const BANNER_HEIGHT = '60px';

/** The newsletter test's top-banner placement; its other variants place the signup elsewhere. */
export function NewsletterTopBanner() {
  const newsletterTest = useExperiment('newsletter-signup-optimization');
  if (newsletterTest.config.placement !== 'top-banner') return null;
  return (
    <Suspense fallback={<div style={{ minHeight: BANNER_HEIGHT }} />}>
      <TopBanner variant={newsletterTest.id} />
    </Suspense>
  );
}
