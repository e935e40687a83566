import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a page is drawn as a first-time visitor without consent sees it: on the server and
 * while the browser hydrates the server's markup; true from then on (and at once on a page the
 * browser draws itself). Consent-dependent, personalised and experiment content waits for it, so
 * no visitor's state is baked into a cached first screen and hydration finds the same markup.
 */
export const useVisitorStateReady = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
