import type { StaffUser } from '@ps/shared/console-schemas';
import styled from 'styled-components';
import { media } from '@ps/shared/theme';
import { Button } from '@ps/shared/ui';
import { NotificationsPopover } from './notifications-popover';
import { OrderSearch } from './order-search';
import { StaffMenu } from './staff-menu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 40;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 64px;
  padding: ${({ theme }) => theme.space(2)};
  ${media.md} {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  }
  border-bottom: 2px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

/* On a phone the buttons need the room; the page's own heading says where you are. */
const Brand = styled.p`
  display: none;
  ${media.md} {
    display: block;
  }
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.4rem;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.color.accent};
  white-space: nowrap;
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
`;

interface Props {
  user: StaffUser;
  menuOpen: boolean;
  onMenu: () => void;
  /** The element the menu button shows or hides. */
  menuControls: string;
}

export function TopBar({ user, menuOpen, onMenu, menuControls }: Props) {
  return (
    <Bar>
      <Button $variant="secondary" aria-expanded={menuOpen} aria-controls={menuControls} onClick={onMenu}>
        Menu
      </Button>
      <Brand>Crew console</Brand>
      <OrderSearch access={user} />
      <End>
        <NotificationsPopover />
        <StaffMenu user={user} />
      </End>
    </Bar>
  );
}
