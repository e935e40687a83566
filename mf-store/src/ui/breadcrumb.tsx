import { Link } from '@ps/shared/router';
import styled from 'styled-components';

/** One line at every width (the current page's name is cut short), so the page below starts at the same height as its placeholder. */
export const BreadcrumbBar = styled.nav`
  margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(4)};
  ol {
    list-style: none;
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
  }
  li {
    flex: none;
    white-space: nowrap;
  }
  li:last-child {
    flex: 0 1 auto;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
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
    <BreadcrumbBar aria-label="Breadcrumb">
      <ol>
        {items.map((item) => (
          <li key={item.label}>
            {item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </BreadcrumbBar>
  );
}
