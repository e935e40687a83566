import { useEffect } from 'react';
import { createExitIntentTrigger } from './exit-intent-trigger';
import { EXIT_INTENT_SHOWN_KEY, markShown, wasShown } from './session-flags';

/** Wires the exit-intent rules to the document: pointer leaving through the top, or the tab hidden. */
export function useExitIntent(onTrigger: () => boolean): void {
  useEffect(() => {
    const trigger = createExitIntentTrigger({
      onTrigger,
      alreadyShown: () => wasShown(EXIT_INTENT_SHOWN_KEY),
      markShown: () => markShown(EXIT_INTENT_SHOWN_KEY),
    });
    // relatedTarget null: the pointer went to (or came from) outside the page, not to another element.
    const onPointerOut = (event: MouseEvent) => {
      if (event.relatedTarget === null) trigger.pointerLeft(event.clientY);
    };
    const onPointerOver = (event: MouseEvent) => {
      if (event.relatedTarget === null) trigger.pointerReturned();
    };
    // Reloading or leaving also hides the page (after pagehide); that is not a visitor switching tabs.
    let isUnloading = false;
    const onPageHide = () => {
      isUnloading = true;
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden' && !isUnloading) trigger.tabHidden();
    };
    document.addEventListener('mouseout', onPointerOut);
    document.addEventListener('mouseover', onPointerOver);
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      trigger.dispose();
      document.removeEventListener('mouseout', onPointerOut);
      document.removeEventListener('mouseover', onPointerOver);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [onTrigger]);
}
