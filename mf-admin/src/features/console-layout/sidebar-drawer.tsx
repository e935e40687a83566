import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@ps/shared/ui';
import type { StaffAccess } from '../../config/admin-sections';
import { SidebarNav } from './sidebar-nav';

const Drawer = styled.dialog`
  margin: 0;
  width: min(300px, 85vw);
  max-width: none;
  height: 100%;
  max-height: none;
  padding: ${({ theme }) => theme.space(4)};
  border: 0;
  border-right: 2px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  &::backdrop {
    background: rgb(0 0 0 / 60%);
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1.1rem;
  }
`;

interface Props {
  access: StaffAccess;
  open: boolean;
  onClose: () => void;
}

/**
 * The sidebar on a narrow screen: a modal dialog, so focus stays inside, Escape closes it
 * and the browser returns focus to the menu button.
 */
export function SidebarDrawer({ access, open, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <Drawer
      ref={ref}
      id="console-drawer"
      aria-labelledby="console-drawer-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Head>
        <h2 id="console-drawer-title">Staff console</h2>
        <Button $variant="ghost" onClick={onClose}>
          Close menu
        </Button>
      </Head>
      <SidebarNav access={access} onNavigate={onClose} />
    </Drawer>
  );
}
