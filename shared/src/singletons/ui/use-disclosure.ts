import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * An open/closed panel owned by a button: Escape closes it and puts focus back on the button;
 * a click outside or focus moving out closes it without stealing focus.
 */
export function useDisclosure<TButton extends HTMLElement, TRoot extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<TButton>(null);
  const rootRef = useRef<TRoot>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  return { open, toggle: () => setOpen((was) => !was), close, buttonRef, rootRef };
}
