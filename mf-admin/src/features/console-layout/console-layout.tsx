import { useState, type ReactNode } from 'react';
import type { StaffUser } from '@ps/shared/console-schemas';
import styled from 'styled-components';
import { Breadcrumbs } from './breadcrumbs';
import { SidebarDrawer } from './sidebar-drawer';
import { SidebarNav } from './sidebar-nav';
import { TopBar } from './top-bar';
import { useWideScreen } from './use-wide-screen';

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  top: -100px;
  z-index: 100;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  font-weight: 700;
  &:focus {
    top: ${({ theme }) => theme.space(2)};
  }
`;

const Frame = styled.div`
  display: flex;
  min-height: 100vh;
`;

const Sidebar = styled.aside`
  flex: 0 0 220px;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  border-right: 2px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  &[hidden] {
    display: none;
  }
`;

const Column = styled.div`
  flex: 1;
  min-width: 0;
`;

const Main = styled.main`
  padding: ${({ theme }) => theme.space(4)};
  max-width: 1400px;
  &:focus {
    outline: none;
  }
`;

/** The staff console's frame: sidebar (a drawer on narrow screens), top bar, breadcrumbs and the page. */
export function ConsoleLayout({ user, children }: { user: StaffUser; children: ReactNode }) {
  const wide = useWideScreen();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <>
      <SkipLink href="#console-main">Skip to content</SkipLink>
      <Frame>
        {wide && (
          <Sidebar id="console-sidebar" aria-label="Sections" hidden={collapsed}>
            <SidebarNav access={user} />
          </Sidebar>
        )}
        <Column>
          <TopBar
            user={user}
            menuOpen={wide ? !collapsed : drawerOpen}
            menuControls={wide ? 'console-sidebar' : 'console-drawer'}
            onMenu={() => (wide ? setCollapsed((was) => !was) : setDrawerOpen(true))}
          />
          <Main id="console-main" tabIndex={-1}>
            <Breadcrumbs />
            {children}
          </Main>
        </Column>
      </Frame>
      {!wide && <SidebarDrawer access={user} open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
    </>
  );
}
