import * as React from 'react';
import { useContext, useSyncExternalStore } from 'react';
import { UNSAFE_NavigationContext } from '@ps/shared/router';
import { useTheme } from 'styled-components';
import { useConsentStore } from '@ps/shared/consent';
import { instanceId, loadedSingletons, subscribeToSingletons, type LateSingleton } from './instance-registry';

const NOT_LOADED = 'none';
/** Instance ids are this page's own, so markup drawn on the server carries none (decision 028). */
const DRAWN_ON_THE_SERVER = 'server';

const noChanges = () => () => undefined;
const nothingLoaded = () => false;
const inTheBrowser = () => true;
const onTheServer = () => false;

/** One string per page that must be identical in the host and in every remote. */
export function useSingletonFingerprint(): string {
  const navigation = useContext(UNSAFE_NavigationContext);
  const theme = useTheme();
  const late = useSyncExternalStore(subscribeToSingletons, loadedSingletons, loadedSingletons);
  // While hydrating, React reads the server's answer, then draws the browser's right after.
  const live = useSyncExternalStore(noChanges, inTheBrowser, onTheServer);
  if (!live) return DRAWN_ON_THE_SERVER;
  const lateId = (name: LateSingleton) => {
    const value = late[name];
    return value ? instanceId(value) : NOT_LOADED;
  };
  return [
    `react=${instanceId(React)}`,
    `router=${instanceId(navigation)}`,
    `query=${lateId('query')}`,
    `theme=${instanceId(theme)}`,
    `cart=${lateId('cart')}`,
    `consent=${instanceId(useConsentStore)}`,
  ].join(';');
}

/** True once the named instance is on the page, loaded by whichever remote needed it (never on the server). */
export function useSingletonLoaded(name: LateSingleton): boolean {
  return useSyncExternalStore(subscribeToSingletons, () => name in loadedSingletons(), nothingLoaded);
}
