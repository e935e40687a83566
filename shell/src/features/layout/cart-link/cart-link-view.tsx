import { NavLink } from '@ps/shared/router';
import styled from 'styled-components';

const Link = styled(NavLink)`
  grid-area: cart;
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 2px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.accent};
  font-weight: 700;
  text-decoration: none;
`;

const Count = styled.span`
  min-width: 1.5em;
  padding: 0 ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.panic};
  color: #14101f;
  text-align: center;
  font-size: 0.85rem;
`;

export function CartLinkView({ count }: { count: number }) {
  return (
    <Link to="/cart" aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
      Cart <Count data-testid="cart-count">{count}</Count>
    </Link>
  );
}
