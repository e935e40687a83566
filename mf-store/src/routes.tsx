import { Route } from 'react-router-dom';
import { RemoteRoot } from '@ps/shared/remote';
import { ProvisionalRoutes } from '@ps/shared/ui';
import { StoreHomePage } from './features/store-home/store-home-page';

const PAGES = [
  { path: 'store/search', title: 'Search the store' },
  { path: 'store/category/:slug', title: 'Category' },
  { path: 'store/:slug', title: 'Product' },
] as const;

export default function StoreRoutes() {
  return (
    <RemoteRoot name="mf-store">
      <ProvisionalRoutes pages={PAGES}>
        <Route path="store" element={<StoreHomePage />} />
      </ProvisionalRoutes>
    </RemoteRoot>
  );
}
