import { lazy, memo, Suspense, useRef } from 'react';
import styled from 'styled-components';
import { media } from '@ps/shared/theme';
import { compactCount, useBandPresence } from '@ps/shared/band-presence';
import { BAND_NAME } from '@ps/shared/rules';
import { usePersonalization } from '@ps/shared/personalization';
import { track } from '@ps/shared/tracking';
import { Button } from '@ps/shared/ui';
import { useSectionView } from '../../lib/use-section-view';
import { SectionFrame } from '../../ui/section-frame';
import { HeroPoster } from './hero-poster';
import { LatestReleaseCard } from './latest-release-card';
import { NextShow } from './next-show';

const HeroVideo = lazy(() => import('./hero-video').then((module) => ({ default: module.HeroVideo })));

/**
 * Memoised so that the hero re-rendering (the visitor's own welcome arriving after hydration) does not
 * reach the video's boundary while its chunk still loads: React would drop the server's markup there.
 */
const HeroBackdrop = memo(function HeroBackdrop() {
  return (
    <Suspense fallback={null}>
      <HeroVideo />
    </Suspense>
  );
});

export const DEFAULT_HERO_SUBTITLE = 'Loud songs for quiet panic. Press play on a 30-second sketch below.';

const Frame = styled(SectionFrame)`
  overflow: hidden;
  min-height: min(88vh, 820px);
  display: grid;
  align-items: center;
  border-bottom: 4px solid #000;
`;

const Content = styled.div`
  position: relative;
  z-index: 1;
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  width: min(1200px, 100% - 32px);
  margin: 0 auto;
  ${media.lg} {
    grid-template-columns: 1.3fr 1fr;
    align-items: center;
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(2.5rem, 14vw, 9rem);
  line-height: 0.9;
  /* One line below lg in Bangers and in the wider fallback alike: a late Bangers is still taken up at the
     page's next layout (hydration's), and a title that re-wrapped then moved the whole hero (decision 051). */
  white-space: nowrap;
  ${media.lg} {
    white-space: normal;
  }
  color: ${({ theme }) => theme.color.accent};
  text-shadow:
    4px 4px 0 #000,
    9px 9px 0 ${({ theme }) => theme.color.panic};
  transform: rotate(-2deg);
`;

const Subtitle = styled.p`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(6)} 0;
  font-size: clamp(1.15rem, 2.5vw, 1.4rem);
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Claims = styled.p`
  margin: ${({ theme }) => theme.space(6)} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  strong {
    color: ${({ theme }) => theme.color.info};
  }
`;

/** Above the fold, so it ships in the first load; only the background loop's code waits. */
export function HeroSection({ onNavigate }: { onNavigate: (sectionId: string) => void }) {
  const ref = useRef<HTMLElement>(null);
  const { heroSubtitle } = usePersonalization();
  const band = useBandPresence();
  useSectionView(ref, 'home');

  const go = (sectionId: string) => {
    track('click', { elementId: `hero_${sectionId}`, sectionName: 'home' });
    onNavigate(sectionId);
  };

  return (
    <Frame id="home" ref={ref} aria-labelledby="hero-title">
      <HeroPoster aria-hidden="true" />
      <HeroBackdrop />
      <Content>
        <div>
          <Title id="hero-title">{BAND_NAME}</Title>
          <Subtitle data-testid="hero-subtitle">{heroSubtitle ?? DEFAULT_HERO_SUBTITLE}</Subtitle>
          <Actions>
            <Button onClick={() => go('music')}>Hear the music</Button>
            <Button $variant="secondary" onClick={() => go('tour')}>
              See tour dates
            </Button>
          </Actions>
          <Claims>
            {band && (
              <>
                <strong>{compactCount(band.figures.fans)}</strong> fans ·{' '}
                <strong>{compactCount(band.figures.discordMembers)}</strong> in the Discord ·{' '}
              </>
            )}
            three free 30-second demo sketches for new Squad members
          </Claims>
          <NextShow onOpenTour={() => go('tour')} />
        </div>
        <LatestReleaseCard />
      </Content>
    </Frame>
  );
}
