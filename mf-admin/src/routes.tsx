import { RemoteRoot } from '@ps/shared/remote';
import { ProvisionalRoutes } from '@ps/shared/provisional';
import { QueryProvider } from '@ps/shared/query';
import { Route } from '@ps/shared/router';
import { OrderDetailPage, OrdersPage } from './features/orders';

const PAGES = [
  { path: 'admin', title: 'Admin dashboard' },
  { path: 'admin/products', title: 'Products' },
  { path: 'admin/products/new', title: 'New product' },
  { path: 'admin/categories', title: 'Categories' },
  { path: 'admin/inventory', title: 'Inventory' },
] as const;

export default function AdminRoutes() {
  return (
    <RemoteRoot name="mf-admin">
      <QueryProvider>
        <ProvisionalRoutes pages={PAGES}>
          <Route path="admin/orders" element={<OrdersPage />} />
          <Route path="admin/orders/:id" element={<OrderDetailPage />} />
        </ProvisionalRoutes>
      </QueryProvider>
    </RemoteRoot>
  );
}
