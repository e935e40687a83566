/// <reference lib="webworker" />
import { cacheNames, clientsClaim } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { isContentHashedAsset, isPublicCatalogRequest, staleCacheNames } from './cache-rules';
import { OFFLINE_PAGE_URL, WorkerMessage } from './worker-messages';

declare const self: ServiceWorkerGlobalScope & {
  /** The shell's files, injected at build time by workbox-webpack-plugin. */
  __WB_MANIFEST: (PrecacheEntry | string)[];
  /**
   * The remote entries this site serves with their content hashes, written in by the API
   * server when it serves /sw.js (mock-api/src/http/service-worker.ts): a remote redeployed
   * alone changes this worker's bytes, so browsers install it and the page offers a reload.
   */
  __REMOTE_ENTRIES_MANIFEST?: PrecacheEntry[];
};

const DAY_SECONDS = 24 * 60 * 60;

/** A new name (v2) when what a cache holds changes shape; CACHE_CLEANUP then deletes the old one. */
const runtimeCaches = {
  assets: { name: 'ps-assets-v1', expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS } },
  catalog: { name: 'ps-catalog-v1', expiration: { maxEntries: 150, maxAgeSeconds: DAY_SECONDS } },
};

const siteOrigin = self.location.origin;
/** After this long without an answer, the kept copy is shown instead of a spinner. */
const CATALOG_NETWORK_TIMEOUT_SECONDS = 4;

clientsClaim();
enableNavigationPreload();
cleanupOutdatedCaches();
precacheAndRoute([...self.__WB_MANIFEST, ...(self.__REMOTE_ENTRIES_MANIFEST ?? [])]);

registerRoute(
  ({ url, request }) => isContentHashedAsset({ url, method: request.method }, siteOrigin),
  new CacheFirst({
    cacheName: runtimeCaches.assets.name,
    plugins: [new ExpirationPlugin({ ...runtimeCaches.assets.expiration, purgeOnQuotaError: true })],
  }),
);

// Network first: a price or stock staff just changed shows on the next load; the copy is for offline.
registerRoute(
  ({ url, request }) => isPublicCatalogRequest({ url, method: request.method }, siteOrigin),
  new NetworkFirst({
    cacheName: runtimeCaches.catalog.name,
    networkTimeoutSeconds: CATALOG_NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ ...runtimeCaches.catalog.expiration, purgeOnQuotaError: true })],
  }),
);

// Pages always come from the network (their head tags and the shell version are the server's);
// only when it cannot be reached does the fan get the offline page.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkOnly({
    plugins: [{ handlerDidError: async () => (await matchPrecache(OFFLINE_PAGE_URL)) ?? Response.error() }],
  }),
);

async function pruneCaches(): Promise<void> {
  const current = [cacheNames.precache, ...Object.values(runtimeCaches).map(({ name }) => name)];
  const stale = staleCacheNames(await caches.keys(), current);
  await Promise.all(stale.map((name) => caches.delete(name)));
  await Promise.all(
    Object.values(runtimeCaches).map(({ name, expiration }) => new CacheExpiration(name, expiration).expireEntries()),
  );
}

self.addEventListener('message', (event) => {
  const type: unknown = (event.data as { type?: unknown } | null)?.type;
  if (type === WorkerMessage.skipWaiting) void self.skipWaiting();
  if (type === WorkerMessage.cacheCleanup) event.waitUntil(pruneCaches());
});
