import { NavLink } from '@ps/shared/router';
import styled from 'styled-components';
import { sectionsFor, type StaffAccess } from '../../config/admin-sections';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  &.active {
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentText};
  }
`;

/** The sections this role may use; the others are not shown at all. */
export function SidebarNav({ access, onNavigate }: { access: StaffAccess; onNavigate?: () => void }) {
  return (
    <nav aria-label="Console">
      <List>
        {sectionsFor(access).map((section) => (
          <li key={section.to}>
            <Item to={section.to} end={section.to === '/admin'} onClick={onNavigate}>
              {section.label}
            </Item>
          </li>
        ))}
      </List>
    </nav>
  );
}
