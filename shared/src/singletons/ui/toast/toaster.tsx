import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useToastLayerStore } from './toast-layer';
import { useToastStore } from './toast-store';

// Most pages never raise a toast: the card's code and styles wait for the first one (the store holds it meanwhile).
const ToastCard = lazy(() =>
  import(/* webpackChunkName: "toast-card" */ './toast-card').then(({ ToastCard }) => ({ default: ToastCard })),
);

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

/** The live region is always drawn, so a screen reader already follows it when the first toast arrives. */
export function Toaster() {
  const current = useToastStore((state) => state.current);
  const topDialogSlot = useToastLayerStore((state) => state.layers.at(-1) ?? null);

  const region = (
    <Region aria-live="polite" data-testid="toaster">
      {current && (
        <Suspense fallback={null}>
          <ToastCard toast={current} />
        </Suspense>
      )}
    </Region>
  );
  return topDialogSlot ? createPortal(region, topDialogSlot) : region;
}
