import { Route, Routes } from '@ps/shared/router';
import { QueryProvider } from '@ps/shared/query';
import { RemoteRoot } from '@ps/shared/remote';
import { NotFoundPage } from '@ps/shared/ui';
import { CategoryPage } from './features/category/category-page';
import { ProductPage } from './features/product-detail/product-page';
import { SearchPage } from './features/search/search-page';
import { StoreHomePage } from './features/store-home/store-home-page';

export { APP_BUILD_ID as buildId } from '@ps/shared/route-groups';

/** The store's routes; the page wraps them in its QueryClient, the prerender entry in one per request. */
export function StoreRouteTable() {
  return (
    <Routes>
      <Route path="store" element={<StoreHomePage />} />
      <Route path="store/search" element={<SearchPage />} />
      <Route path="store/category/:slug" element={<CategoryPage />} />
      <Route path="store/:slug" element={<ProductPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

export default function StoreRoutes() {
  return (
    <RemoteRoot name="mf-store">
      <QueryProvider>
        <StoreRouteTable />
      </QueryProvider>
    </RemoteRoot>
  );
}
