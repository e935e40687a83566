/** Messages the page sends its service worker. */
export const WorkerMessage = {
  /** Spec 3 §7: sent every 30 minutes; the worker prunes old caches and expired entries. */
  cacheCleanup: 'CACHE_CLEANUP',
  /** The fan accepted the update prompt: the waiting worker takes over. */
  skipWaiting: 'SKIP_WAITING',
} as const;

export type WorkerMessageType = (typeof WorkerMessage)[keyof typeof WorkerMessage];

export const OFFLINE_PAGE_URL = '/offline.html';
