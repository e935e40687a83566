import { RemoteRoot } from '@ps/shared/remote';
import { ProvisionalRoutes } from '@ps/shared/provisional';
import { QueryProvider } from '@ps/shared/query';
import { StaffGate } from './features/staff-access';

const PAGES = [
  { path: 'admin', title: 'Admin dashboard' },
  { path: 'admin/products', title: 'Products' },
  { path: 'admin/products/new', title: 'New product' },
  { path: 'admin/categories', title: 'Categories' },
  { path: 'admin/orders', title: 'Orders' },
  { path: 'admin/orders/:id', title: 'Order detail' },
  { path: 'admin/inventory', title: 'Inventory' },
] as const;

export default function AdminRoutes() {
  return (
    <RemoteRoot name="mf-admin">
      <QueryProvider>
        <StaffGate>
          <ProvisionalRoutes pages={PAGES} />
        </StaffGate>
      </QueryProvider>
    </RemoteRoot>
  );
}
