import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * True while React hydrates server markup (it reads the server snapshot then) and on the server;
 * false when the browser draws a tree itself (a page without a first screen, a client navigation).
 */
export const useIsHydrating = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
