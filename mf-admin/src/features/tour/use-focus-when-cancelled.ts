import { useEffect, useRef } from 'react';
import type { TourDateStatus } from '@ps/shared/schemas';

/**
 * Cancelling removes the row's buttons, the cancel dialog's opener among them, so focus would fall
 * to the page's start; it lands on the row instead when the show turns cancelled with nothing focused.
 */
export function useFocusWhenCancelled<T extends HTMLElement>(status: TourDateStatus) {
  const target = useRef<T>(null);
  const before = useRef(status);
  useEffect(() => {
    const justCancelled = before.current !== 'cancelled' && status === 'cancelled';
    before.current = status;
    if (justCancelled && (document.activeElement === document.body || document.activeElement === null)) {
      target.current?.focus();
    }
  }, [status]);
  return target;
}
