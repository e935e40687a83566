import { Link } from '@ps/shared/router';
import styled from 'styled-components';

const Nav = styled.nav`
  margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(4)};
  ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '/';
    margin-right: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.textMuted};
  }
  a {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <Nav aria-label="Breadcrumb">
      <ol>
        {items.map((item) => (
          <li key={item.label}>
            {item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </Nav>
  );
}
