import { useEffect } from 'react';
import styled from 'styled-components';
import { Button } from '../button';
import { useToastStore, type Toast, type ToastVariant } from './toast-store';

export const TOAST_VISIBLE_MS = 5000;

const accent = { default: 'info', success: 'success', destructive: 'danger' } as const satisfies Record<
  ToastVariant,
  string
>;

const Card = styled.div<{ $variant: ToastVariant }>`
  pointer-events: auto;
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  max-width: 420px;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border-left: 6px solid ${({ theme, $variant }) => theme.color[accent[$variant]]};
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.card};
  p {
    margin: 0;
  }
  strong {
    display: block;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
`;

const DismissButton = styled.button`
  margin-left: auto;
  background: none;
  border: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 1.25rem;
  cursor: pointer;
  min-width: 32px;
  min-height: 32px;
`;

/** The toast on screen; a chunk of its own, loaded when the page raises its first toast. */
export function ToastCard({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((state) => state.dismiss);

  useEffect(() => {
    if (toast.action) return;
    const timer = setTimeout(dismiss, TOAST_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [toast, dismiss]);

  return (
    <Card $variant={toast.variant} role={toast.variant === 'destructive' ? 'alert' : 'status'}>
      <Body>
        <strong>{toast.title}</strong>
        {toast.description && <p>{toast.description}</p>}
        {toast.action && <Button onClick={toast.action.onClick}>{toast.action.label}</Button>}
      </Body>
      <DismissButton type="button" aria-label="Dismiss notification" onClick={dismiss}>
        ×
      </DismissButton>
    </Card>
  );
}
