import { useSyncExternalStore } from 'react';

let hasScrolled = false;

function subscribe(onChange: () => void): () => void {
  if (hasScrolled) return () => undefined;
  const onScroll = () => {
    hasScrolled = true;
    onChange();
  };
  window.addEventListener('scroll', onScroll, { passive: true, once: true });
  return () => window.removeEventListener('scroll', onScroll);
}

function snapshot(): boolean {
  if (window.scrollY > 0) hasScrolled = true;
  return hasScrolled;
}

/**
 * Whether the page has moved since it loaded (wheel, keys, touch, an anchor, a restored position);
 * stays true. False on the server and while hydrating, like everything the browser alone knows.
 */
export function useHasScrolled(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
