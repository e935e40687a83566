import { Outlet } from '@ps/shared/router';
import styled from 'styled-components';
import { ConsentBannerHost } from '@ps/shared/consent';
import { useSingletonFingerprint } from '@ps/shared/remote';
import { Toaster } from '@ps/shared/ui';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.div`
  flex: 1;
`;

export function SiteLayout() {
  const fingerprint = useSingletonFingerprint();
  return (
    <Page data-shell data-singletons={fingerprint}>
      <SkipLink href="#content">Skip to content</SkipLink>
      <SiteHeader />
      <Main id="content" tabIndex={-1}>
        <Outlet />
      </Main>
      <SiteFooter />
      <Toaster />
      <ConsentBannerHost />
    </Page>
  );
}
