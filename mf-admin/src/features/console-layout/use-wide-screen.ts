import { useSyncExternalStore } from 'react';
import { theme } from '@ps/shared/theme';

const QUERY = `(min-width: ${theme.breakpoint.lg}px)`;

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** From the lg breakpoint the sidebar sits beside the page; below it, it is a drawer. */
export const useWideScreen = () => useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches);
