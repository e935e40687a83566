export { AppProviders } from './app-providers';
export { mountStandalone } from './mount-standalone';
export { RemoteRoot } from './remote-root';
export { useSingletonFingerprint } from './use-singleton-fingerprint';
