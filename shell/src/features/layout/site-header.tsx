import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { BAND_NAME } from '@ps/shared/brand';
import { Container } from '@ps/shared/ui';
import { CartLink } from './cart-link';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: rgb(20 16 31 / 92%);
  border-bottom: 2px solid ${({ theme }) => theme.color.border};
`;

const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 64px;
`;

const Logo = styled(Link)`
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.75rem;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.color.accent};
  text-decoration: none;
  text-shadow: ${({ theme }) => theme.shadow.comic};
`;

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  overflow-x: auto;
`;

const Item = styled(NavLink)`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
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
          <CartLink />
        </Nav>
      </Inner>
    </Bar>
  );
}
