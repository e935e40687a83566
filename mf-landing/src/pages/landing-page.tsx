import { useEffect, useMemo, type CSSProperties } from 'react';
import { usePersonalization } from '@ps/shared/personalization';
import { usePageMeta } from '@ps/shared/seo';
import { LazyHydration } from '@ps/shared/ui';
import { STICKY_OFFSET_VAR } from '../config/sections';
import { HeroSection } from '../features/hero/hero-section';
import { TopBannerSlot } from '../features/newsletter-banner/top-banner-slot';
import { OfferModals } from '../features/offer-modals/offer-modals';
import { PerformanceHotkey } from '../features/performance-overlay/performance-hotkey';
import { SectionNav } from '../features/section-nav/section-nav';
import { usePageScroll } from '../lib/scroll/use-page-scroll';
import { useScrollDepthTracking } from '../lib/scroll/use-scroll-depth-tracking';
import { useSiteHeaderHeight } from '../lib/scroll/use-site-header-height';
import { usePrefersReducedMotion } from '../lib/use-media-query';
import { LazySection } from '../ui/lazy-section';
import { LAZY_SECTIONS, orderSections } from './landing-sections';
import { useGoToSection } from './use-go-to-section';

const SECTION_NAV_HEIGHT = 56;

export function LandingPage() {
  usePageMeta({
    title: 'Pop-punk for anxious superheroes',
    description:
      'Panic Squad: pop-punk albums with 30-second sketch previews, tour dates, the band and the Squad community. Join the newsletter for show news.',
    canonicalPath: '/',
  });
  const { sectionBoosts } = usePersonalization();
  const reducedMotion = usePrefersReducedMotion();
  const sections = useMemo(() => orderSections(LAZY_SECTIONS, sectionBoosts), [sectionBoosts]);
  const sectionIds = useMemo(() => ['home', ...sections.map((section) => section.id)], [sections]);
  const { scrollY, progress, activeId } = usePageScroll(sectionIds);
  const headerHeight = useSiteHeaderHeight();
  const goToSection = useGoToSection(sections, reducedMotion);
  useScrollDepthTracking(progress);

  useEffect(() => {
    const target = window.location.hash.slice(1);
    if (sectionIds.includes(target)) void goToSection(target);
    // Only the address the visitor arrived with; later navigation goes through the section nav.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const offset = { [STICKY_OFFSET_VAR]: `${headerHeight + SECTION_NAV_HEIGHT}px` } as CSSProperties;
  return (
    <div style={offset}>
      <TopBannerSlot />
      <SectionNav
        scrollY={scrollY}
        progress={progress}
        activeId={activeId}
        top={headerHeight}
        onNavigate={(id) => void goToSection(id)}
      />
      <main>
        {/* The page re-renders as it scrolls; the hero keeps the server's markup until it is seen or used (decision 050). */}
        <LazyHydration hydrateOn="visible">
          <HeroSection onNavigate={(id) => void goToSection(id)} />
        </LazyHydration>
        {sections.map((section) => (
          <LazySection
            key={section.id}
            id={section.id}
            label={section.label}
            minHeight={section.minHeight}
            component={section.component}
          />
        ))}
      </main>
      <PerformanceHotkey />
      <OfferModals />
    </div>
  );
}
