import type { RemoteName } from '@ps/shared/schemas';
import { SOCIAL_TAB_IDS } from '../social/constants';
import { INFO_PAGES, PRIVACY_POLICY_ALIAS } from './info-pages';

export interface RouteGroup {
  remote: RemoteName;
  /** What the fallback calls this part of the site. */
  label: string;
  /** Paths served exactly, and prefixes served with everything below them. */
  exact: string[];
  prefixes: string[];
  /**
   * What the shell draws around the remote: the fan site's header, footer and consent banner,
   * or nothing, for a console that brings its own frame (staff never see fan chrome).
   */
  chrome: 'site' | 'none';
}

/** The one table of which remote serves which paths: the shell mounts by it, the server answers 404 by it. */
export const ROUTE_GROUPS: readonly RouteGroup[] = [
  { remote: 'mf_landing', label: 'home page', exact: ['/', '/newsletter/confirm'], prefixes: [], chrome: 'site' },
  {
    remote: 'mf_social',
    label: 'social hub',
    exact: ['/social', ...SOCIAL_TAB_IDS.map((id) => `/social/${id}`)],
    prefixes: [],
    chrome: 'site',
  },
  { remote: 'mf_store', label: 'store', exact: [], prefixes: ['/store'], chrome: 'site' },
  { remote: 'mf_checkout', label: 'cart and checkout', exact: ['/cart'], prefixes: ['/checkout'], chrome: 'site' },
  {
    remote: 'mf_account',
    label: 'orders, tracking and help',
    exact: [...INFO_PAGES.map((page) => page.path), PRIVACY_POLICY_ALIAS],
    prefixes: ['/account', '/track'],
    chrome: 'site',
  },
  { remote: 'mf_admin', label: 'admin area', exact: [], prefixes: ['/admin'], chrome: 'none' },
];

/** The store's one page whose path looks like a product's (/store/{slug}). */
export const STORE_SEARCH_PATH = '/store/search';

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Paths of no group get the fan site's chrome around their 404 page. */
export const chromeOf = (pathname: string): RouteGroup['chrome'] => findRouteGroup(pathname)?.chrome ?? 'site';

export function findRouteGroup(pathname: string): RouteGroup | undefined {
  const path = normalise(pathname);
  return ROUTE_GROUPS.find(
    (group) =>
      group.exact.includes(path) || group.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
  );
}
