import { useEffect } from 'react';
import styled from 'styled-components';
import { compactCount, useBandPresence } from '@ps/shared/band-presence';
import { Link, Navigate, useNavigate, useParams } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { track } from '@ps/shared/tracking';
import { Container, LazyHydration, NotFoundPage } from '@ps/shared/ui';
import { TabList, TabPanel } from '@ps/shared/kit';
import { DEFAULT_TAB, isSocialTab, SOCIAL_TABS, tabPath, type SocialTabId } from '../config/social-tabs';
import { FollowButtons } from './follow-buttons';
import { TabContent } from './tab-content';

const ID_PREFIX = 'social';

const Hero = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding-block: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Panels = styled.div`
  padding-block: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(12)};
`;

export function SocialPage() {
  const { tab } = useParams();
  const navigate = useNavigate();
  const selected: SocialTabId = tab === undefined ? DEFAULT_TAB : isSocialTab(tab) ? tab : DEFAULT_TAB;
  usePageMeta({ title: 'Social Hub', description: 'Panic Squad posts, viral moments, fan photos and share tools.' });
  // The fan figure is the one staff keep in the settings; until it arrives the sentence names none.
  const band = useBandPresence();

  useEffect(() => {
    track('section_view', { sectionName: `social-${selected}` });
  }, [selected]);

  if (tab !== undefined && !isSocialTab(tab)) return <NotFoundPage />;
  if (tab === DEFAULT_TAB) return <Navigate to="/social" replace />;

  const select = (id: string) => {
    // The URL, not `selected`: a key pressed before the last navigation has rendered must still count.
    if (!isSocialTab(id) || tabPath(id) === window.location.pathname) return;
    track('click', { elementId: `social-tab-${id}`, sectionName: 'social-hub' });
    navigate(tabPath(id));
  };

  return (
    <Container>
      {/* Copy and follow links stay the server's markup until used; the tabs hydrate with the page (decision 050). */}
      <Hero>
        <LazyHydration hydrateOn="interaction">
          <h1>Social Hub</h1>
          <p>
            Join {band ? `${compactCount(band.figures.fans)} ` : ''}fans across TikTok, Instagram, Discord and Twitter.
            New Squad members get three free 30-second demo sketches when they{' '}
            <Link to="/#contact">join the newsletter</Link>.
          </p>
          <FollowButtons />
        </LazyHydration>
      </Hero>
      <TabList
        label="Social hub sections"
        idPrefix={ID_PREFIX}
        tabs={SOCIAL_TABS}
        selectedId={selected}
        onSelect={select}
      />
      <Panels>
        <TabPanel idPrefix={ID_PREFIX} tabId={selected}>
          <LazyHydration hydrateOn="visible">
            <TabContent tab={selected} />
          </LazyHydration>
        </TabPanel>
      </Panels>
    </Container>
  );
}
