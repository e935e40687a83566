import { QueryProvider } from '@ps/shared/query';
import { RemoteRoot } from '@ps/shared/remote';
import { lazyPage } from './lib/lazy-page';
import { StoreRouteTable, storePageAt, type StorePages } from './route-table';

export { APP_BUILD_ID as buildId } from '@ps/shared/route-groups';

/** Each page is its own chunk, so a first visit downloads only the page it opens (decision 031). */
const pages = {
  home: lazyPage(() => import('./features/store-home/store-home-page').then((module) => module.StoreHomePage)),
  search: lazyPage(() => import('./features/search/search-page').then((module) => module.SearchPage)),
  category: lazyPage(() => import('./features/category/category-page').then((module) => module.CategoryPage)),
  product: lazyPage(() => import('./features/product-detail/product-page').then((module) => module.ProductPage)),
} satisfies StorePages;

// The shell hydrates the server's first screen once this module has loaded (decision 028): the page the
// fan arrived on loads with it, so hydration finds that page drawn, not suspended. A failure is left to
// the route, which suspends and shows it through the shell's error boundary.
const arrivedOn = storePageAt(window.location.pathname);
if (arrivedOn) await pages[arrivedOn].preload().catch(() => undefined);

export default function StoreRoutes() {
  return (
    <RemoteRoot name="mf-store">
      <QueryProvider>
        <StoreRouteTable pages={pages} />
      </QueryProvider>
    </RemoteRoot>
  );
}
