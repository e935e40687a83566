import { useEffect } from 'react';
import { isExitIntentPointer } from '../../lib/popup-rules/popup-rules';
import { createExitIntentTrigger } from './exit-intent-trigger';

/** A mouse or trackpad; phones and tablets have no pointer that can leave the window. */
const FINE_POINTER_QUERY = '(hover: hover) and (pointer: fine)';

/** Wires exit intent to the document: a desktop pointer leaving through the top edge, nothing else. */
export function useExitIntent(onTrigger: () => boolean): void {
  useEffect(() => {
    const trigger = createExitIntentTrigger({ onTrigger });
    const hasFinePointer = () => window.matchMedia(FINE_POINTER_QUERY).matches;
    // relatedTarget null: the pointer went to (or came from) outside the page, not to another element.
    const onPointerOut = (event: MouseEvent) => {
      if (event.relatedTarget === null && isExitIntentPointer(event.clientY, hasFinePointer())) trigger.pointerLeft();
    };
    const onPointerOver = (event: MouseEvent) => {
      if (event.relatedTarget === null) trigger.pointerReturned();
    };
    document.addEventListener('mouseout', onPointerOut);
    document.addEventListener('mouseover', onPointerOver);
    return () => {
      trigger.dispose();
      document.removeEventListener('mouseout', onPointerOut);
      document.removeEventListener('mouseover', onPointerOver);
    };
  }, [onTrigger]);
}
