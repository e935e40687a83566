import { Link } from '@ps/shared/router';
import styled from 'styled-components';

const Nav = styled.nav`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space(2)} 0;
    font-weight: 600;
  }
`;

/** The page's sections, and the order history, which has its own page. */
export function AccountNav() {
  return (
    <Nav aria-label="Your account">
      <ul>
        <li>
          <a href="#name-title">Name</a>
        </li>
        <li>
          <a href="#email-title">E-mail</a>
        </li>
        <li>
          <a href="#password-title">Password</a>
        </li>
        <li>
          <a href="#addresses-title">Addresses</a>
        </li>
        <li>
          <a href="#privacy-title">Privacy</a>
        </li>
        <li>
          <Link to="/account/orders">Your orders</Link>
        </li>
      </ul>
    </Nav>
  );
}
