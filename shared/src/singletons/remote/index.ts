export { AppProviders } from './app-providers';
export { registerSingleton, type LateSingleton } from './instance-registry';
export { mountStandalone } from './mount-standalone';
export { RemoteRoot } from './remote-root';
export { useSingletonFingerprint, useSingletonLoaded } from './use-singleton-fingerprint';
export type { PrerenderEntry } from './prerender-entry';
