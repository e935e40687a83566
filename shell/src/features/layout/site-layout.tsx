import { Outlet, useLocation } from '@ps/shared/router';
import styled from 'styled-components';
import { ConsentBannerHost } from '@ps/shared/consent';
import { useSingletonFingerprint } from '@ps/shared/remote';
import { LazyHydration, Toaster } from '@ps/shared/ui';
import { chromeOf } from '@ps/shared/route-groups';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { VisitTracker } from './visit-tracker';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

// A page is at least one screen tall below the header, so the footer never shows in the first screen
// while a remote or its data loads and is never pushed out of it (layout shift) when the page arrives.
const Main = styled.div`
  flex: 1;
  min-height: 100vh;
`;

/** The fan site's frame, or none for a route group that draws its own (the staff console). */
export function SiteLayout() {
  const fingerprint = useSingletonFingerprint();
  const { pathname } = useLocation();
  if (chromeOf(pathname) === 'none') {
    return (
      <Page data-shell data-singletons={fingerprint}>
        <Outlet />
        <Toaster />
      </Page>
    );
  }
  return (
    <Page data-shell data-singletons={fingerprint}>
      <SkipLink href="#content">Skip to content</SkipLink>
      <SiteHeader />
      <Main id="content" tabIndex={-1}>
        <Outlet />
      </Main>
      {/* The header hydrates first; the footer's links stay the server's markup until used (decision 050). */}
      <LazyHydration hydrateOn="interaction">
        <SiteFooter />
      </LazyHydration>
      <Toaster />
      <ConsentBannerHost />
      <VisitTracker pathname={pathname} />
    </Page>
  );
}
