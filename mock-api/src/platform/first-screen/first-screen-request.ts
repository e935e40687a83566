import { findRouteGroup, PRIVACY_POLICY_ALIAS, STORE_SEARCH_PATH } from '@ps/shared/route-groups';
import { SEARCH_MAX_LENGTH, type RemoteName } from '@ps/shared/schemas';

/** What the server draws for one request, and how it keeps the drawing. */
export interface FirstScreenRequest {
  remote: RemoteName;
  /** The path as the page sees it, named in the embedded data. */
  path: string;
  /** What is drawn and the cache key: the path, and for a search its query as the page reads it. */
  location: string;
  /**
   * A key visitors can vary at will (any search, any order number): kept in a small cache of its
   * own, so a flood of made-up URLs cannot push the store's pages out of the main one.
   */
  open: boolean;
}

/** Paths with nothing to draw for everyone: `/account` (the signed-in customer's own page, else a sign-in redirect) and the alias of /privacy. */
const REDIRECTS = new Set(['/account', PRIVACY_POLICY_ALIAS]);

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The search query as the search page reads it (trimmed), or null when the screen would depend
 * on more than that: filters, other parameters, or a query longer than the search box allows.
 */
function searchQuery(search: URLSearchParams): string | null {
  const names = [...search.keys()];
  if (names.length === 0) return '';
  if (names.length !== 1 || names[0] !== 'q') return null;
  const query = (search.get('q') ?? '').trim();
  return query.length <= SEARCH_MAX_LENGTH ? query : null;
}

/**
 * Which screen a page request gets from the server, or null for one drawn by the browser only:
 * a path of no drawn remote, or a query string other than a plain store search (`?q=`).
 * Store pages other than search come here only after the SEO routes found them in the catalog.
 */
export function firstScreenRequest(
  path: string,
  queryString: string,
  drawnRemotes: ReadonlySet<RemoteName>,
): FirstScreenRequest | null {
  const group = findRouteGroup(path);
  if (!group || !drawnRemotes.has(group.remote)) return null;
  const bare = withoutTrailingSlash(path);
  if (REDIRECTS.has(bare)) return null;
  const listed = group.exact.includes(bare) || group.prefixes.includes(bare) || group.remote === 'mf_store';
  const search = new URLSearchParams(queryString);
  if (search.size === 0) return { remote: group.remote, path, location: path, open: !listed };
  if (bare !== STORE_SEARCH_PATH) return null;
  const query = searchQuery(search);
  if (query === null) return null;
  const location = query ? `${path}?${new URLSearchParams({ q: query }).toString()}` : path;
  return { remote: group.remote, path, location, open: query !== '' };
}
