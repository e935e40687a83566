import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from '../button';
import { useToastLayerStore } from './toast-layer';
import { useToastStore, type ToastVariant } from './toast-store';

export const TOAST_VISIBLE_MS = 5000;

const accent = { default: 'info', success: 'success', destructive: 'danger' } as const satisfies Record<
  ToastVariant,
  string
>;

const Region = styled.div`
  position: fixed;
  z-index: 1000;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  left: ${({ theme }) => theme.space(4)};
  display: flex;
  justify-content: flex-end;
  pointer-events: none;
`;

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

export function Toaster() {
  const current = useToastStore((state) => state.current);
  const dismiss = useToastStore((state) => state.dismiss);
  const topDialogSlot = useToastLayerStore((state) => state.layers.at(-1) ?? null);

  useEffect(() => {
    if (!current || current.action) return;
    const timer = setTimeout(dismiss, TOAST_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [current, dismiss]);

  const region = (
    <Region aria-live="polite" data-testid="toaster">
      {current && (
        <Card $variant={current.variant} role={current.variant === 'destructive' ? 'alert' : 'status'}>
          <Body>
            <strong>{current.title}</strong>
            {current.description && <p>{current.description}</p>}
            {current.action && <Button onClick={current.action.onClick}>{current.action.label}</Button>}
          </Body>
          <DismissButton type="button" aria-label="Dismiss notification" onClick={dismiss}>
            ×
          </DismissButton>
        </Card>
      )}
    </Region>
  );
  return topDialogSlot ? createPortal(region, topDialogSlot) : region;
}
