import type { RemoteName } from '@ps/shared/schemas';

export interface RouteGroup {
  remote: RemoteName;
  /** What the fallback calls this part of the site. */
  label: string;
  /** Paths served exactly, and prefixes served with everything below them. */
  exact: string[];
  prefixes: string[];
}

export const ROUTE_GROUPS: readonly RouteGroup[] = [
  { remote: 'mf_landing', label: 'home page', exact: ['/'], prefixes: [] },
  { remote: 'mf_social', label: 'social hub', exact: [], prefixes: ['/social'] },
  { remote: 'mf_store', label: 'store', exact: [], prefixes: ['/store'] },
  { remote: 'mf_checkout', label: 'cart and checkout', exact: ['/cart'], prefixes: ['/checkout'] },
  { remote: 'mf_account', label: 'orders and tracking', exact: [], prefixes: ['/account', '/track'] },
  { remote: 'mf_admin', label: 'admin area', exact: [], prefixes: ['/admin'] },
];

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function findRouteGroup(pathname: string): RouteGroup | undefined {
  const path = normalise(pathname);
  return ROUTE_GROUPS.find(
    (group) =>
      group.exact.includes(path) || group.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
  );
}
