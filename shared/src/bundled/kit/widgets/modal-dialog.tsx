import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { raiseToastLayer } from '@ps/shared/ui';

const CLOSE_GLYPH = 'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z';

const Dialog = styled.dialog`
  width: min(560px, calc(100vw - 24px));
  max-height: calc(100dvh - 24px);
  padding: 0;
  overflow: auto;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 3px solid #000;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: 8px 8px 0 ${({ theme }) => theme.color.panic};
  &::backdrop {
    background: rgb(8 6 14 / 78%);
    backdrop-filter: blur(3px);
  }
`;

const Body = styled.div`
  position: relative;
  padding: ${({ theme }) => theme.space(6)};
`;

const Close = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
`;

interface Props {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  closeLabel?: string;
  children: ReactNode;
  className?: string;
  /** Where focus goes when the dialog opened by itself (nothing but <body> had focus). */
  fallbackFocus?: () => HTMLElement | null;
}

const isFocusTarget = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement && element !== document.body && element.isConnected;

/**
 * A native modal <dialog>: the browser traps focus and makes the page inert.
 * Escape, the close button and a click on the backdrop all close it, and focus
 * goes back to whatever opened it. While open it hosts the toasts, which the page's inertness would hide.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  closeLabel = 'Close',
  children,
  className,
  fallbackFocus,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const toastSlot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    const lowerToasts = toastSlot.current ? raiseToastLayer(toastSlot.current) : undefined;
    return () => {
      lowerToasts?.();
      dialog.close();
      if (isFocusTarget(opener)) opener.focus();
      else fallbackFocus?.()?.focus({ preventScroll: true });
    };
    // The fallback is read when the dialog closes; a new function each render must not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // Clicks inside land on Body; only the backdrop area hits the dialog element itself.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <Dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className={className}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={closeOnBackdrop}
    >
      {open && (
        <Body>
          <Close type="button" onClick={onClose} aria-label={closeLabel}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={CLOSE_GLYPH} />
            </svg>
          </Close>
          {children}
        </Body>
      )}
      <div ref={toastSlot} />
    </Dialog>
  );
}
