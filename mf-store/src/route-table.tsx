import type { ComponentType } from 'react';
import { Route, Routes } from '@ps/shared/router';
import { NotFoundPage } from '@ps/shared/ui';

/** The store's pages: loaded on demand in the browser, bundled whole in the server's prerender build. */
export interface StorePages {
  home: ComponentType;
  search: ComponentType;
  category: ComponentType;
  product: ComponentType;
}

export type StorePageName = keyof StorePages;

/**
 * The search page's path as this table routes it. The hero links here rather than importing route-groups'
 * constant: that import brought route-groups' module-level code into the store home's chunk (decision 038).
 */
export const SEARCH_PAGE_PATH = '/store/search';

/** Static paths before dynamic ones, so the first match is the one `Routes` ranks first. */
const STORE_ROUTES: { path: string; page: StorePageName }[] = [
  { path: 'store', page: 'home' },
  { path: SEARCH_PAGE_PATH.slice(1), page: 'search' },
  { path: 'store/category/:slug', page: 'category' },
  { path: 'store/:slug', page: 'product' },
];

function matches(pattern: string, pathname: string): boolean {
  const expected = pattern.split('/');
  const actual = pathname.split('/').filter(Boolean);
  return (
    expected.length === actual.length &&
    expected.every((segment, index) => segment.startsWith(':') || segment === actual[index]!.toLowerCase())
  );
}

/** Which page `StoreRouteTable` draws at a path, so its code can load before the first render. */
export function storePageAt(pathname: string): StorePageName | undefined {
  return STORE_ROUTES.find((route) => matches(route.path, pathname))?.page;
}

/** The store's routes; the page wraps them in its QueryClient, the prerender entry in one per request. */
export function StoreRouteTable({ pages }: { pages: StorePages }) {
  return (
    <Routes>
      {STORE_ROUTES.map(({ path, page }) => {
        const Page = pages[page];
        return <Route key={path} path={path} element={<Page />} />;
      })}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
