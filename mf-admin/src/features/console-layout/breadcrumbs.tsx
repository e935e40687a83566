import { Link, useLocation } from '@ps/shared/router';
import styled from 'styled-components';
import { breadcrumbsFor } from '../../config/breadcrumbs';
import { useRecordTitles } from '../../lib/record-titles';

const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9rem;
  li + li::before {
    content: '/';
    margin-right: ${({ theme }) => theme.space(2)};
  }
  a {
    color: ${({ theme }) => theme.color.info};
  }
`;

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = breadcrumbsFor(pathname, useRecordTitles());
  return (
    <nav aria-label="Breadcrumb">
      <Trail>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>
            {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </Trail>
    </nav>
  );
}
