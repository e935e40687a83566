/**
 * Which requests the service worker may answer from Cache Storage. Everything
 * else goes to the network untouched, so a new API path is never cached by
 * accident: the API is an allow-list of public catalog data, not a deny-list.
 */

interface RequestFacts {
  url: URL;
  method: string;
}

/** GET answers that are the same for every visitor: products, categories and their generated art. */
const PUBLIC_CATALOG_API = /^\/api\/(products|categories|art)(\/|$)/;

/** Bundlers put a content hash in the file name (main.3f9a1c2b.js), so such a URL never changes content. */
const CONTENT_HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

export function isPublicCatalogRequest({ url, method }: RequestFacts, siteOrigin: string): boolean {
  return method === 'GET' && url.origin === siteOrigin && PUBLIC_CATALOG_API.test(url.pathname);
}

/** Same-origin only: a remote on a CDN loads its scripts without CORS, and opaque answers are not kept. */
export function isContentHashedAsset({ url, method }: RequestFacts, siteOrigin: string): boolean {
  return (
    method === 'GET' &&
    url.origin === siteOrigin &&
    !url.pathname.startsWith('/api/') &&
    CONTENT_HASHED_FILE.test(url.pathname)
  );
}

/** Caches this worker did not create (an older version's) are deleted on CACHE_CLEANUP. */
export function staleCacheNames(existing: readonly string[], current: readonly string[]): string[] {
  return existing.filter((name) => !current.includes(name));
}
