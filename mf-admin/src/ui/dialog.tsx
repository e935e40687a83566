import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Frame = styled.dialog`
  width: min(520px, calc(100vw - 24px));
  max-height: calc(100dvh - 24px);
  padding: ${({ theme }) => theme.space(5)};
  overflow: auto;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  &::backdrop {
    background: rgb(8 6 14 / 75%);
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A native modal dialog, open while mounted: the browser keeps focus inside and the page
 * inert; Escape closes it, and focus returns to what opened it.
 */
export function Dialog({ title, onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement;
    dialog?.showModal();
    return () => {
      dialog?.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  return (
    <Frame
      ref={ref}
      aria-labelledby="admin-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="admin-dialog-title">{title}</h2>
      {children}
    </Frame>
  );
}
