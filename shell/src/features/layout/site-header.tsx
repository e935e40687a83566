import { Link, NavLink } from '@ps/shared/router';
import styled from 'styled-components';
import { BAND_NAME } from '@ps/shared/rules';
import { media } from '@ps/shared/theme';
import { Container } from '@ps/shared/ui';
import { AccountMenu } from './account-menu';
import { CartLink } from './cart-link';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  /* Opaque: content scrolling under a see-through bar showed through it. */
  background: ${({ theme }) => theme.color.bg};
  border-bottom: 2px solid ${({ theme }) => theme.color.border};
`;

const Inner = styled(Container)`
  display: grid;
  grid-template-areas: 'logo account cart' 'nav nav nav';
  grid-template-columns: 1fr auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  padding-block: ${({ theme }) => theme.space(2)};
  ${media.md} {
    grid-template-areas: 'logo nav account cart';
    /* The nav takes its own width, not what the logo leaves, so the logo font swapping in moves nothing. */
    grid-template-columns: 1fr auto auto auto;
    min-height: 64px;
  }
`;

const Logo = styled(Link)`
  grid-area: logo;
  justify-self: start;
  white-space: nowrap;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.75rem;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.color.accent};
  text-decoration: none;
  text-shadow: ${({ theme }) => theme.shadow.comic};
`;

const Nav = styled.nav`
  grid-area: nav;
  display: flex;
  ${media.md} {
    justify-content: flex-end;
  }
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  overflow-x: auto;
`;

const Item = styled(NavLink)`
  padding: ${({ theme }) => theme.space(2)};
  ${media.sm} {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  }
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  font-weight: 600;
  white-space: nowrap;
  &.active {
    color: ${({ theme }) => theme.color.accentText};
    background: ${({ theme }) => theme.color.accent};
  }
`;

export function SiteHeader() {
  return (
    <Bar>
      <Inner>
        <Logo to="/">{BAND_NAME}</Logo>
        <Nav aria-label="Main">
          <Item to="/" end>
            Home
          </Item>
          <Item to="/social">Social</Item>
          <Item to="/store">Store</Item>
          <Item to="/track">Track order</Item>
        </Nav>
        <AccountMenu />
        <CartLink />
      </Inner>
    </Bar>
  );
}
