import { RemoteRoot } from '@ps/shared/remote';
import { ProvisionalRoutes } from '@ps/shared/provisional';
import { QueryProvider } from '@ps/shared/query';
import { Route, Routes } from '@ps/shared/router';
import { StaffGate, StaffSetPasswordPage } from './features/staff-access';

const PAGES = [
  { path: 'admin', title: 'Admin dashboard' },
  { path: 'admin/products', title: 'Products' },
  { path: 'admin/products/new', title: 'New product' },
  { path: 'admin/categories', title: 'Categories' },
  { path: 'admin/orders', title: 'Orders' },
  { path: 'admin/orders/:id', title: 'Order detail' },
  { path: 'admin/inventory', title: 'Inventory' },
] as const;

/** Every admin page sits behind the staff gate, except the one-time password link that lets staff in. */
export default function AdminRoutes() {
  return (
    <RemoteRoot name="mf-admin">
      <QueryProvider>
        <Routes>
          <Route path="admin/set-password" element={<StaffSetPasswordPage />} />
          <Route
            path="*"
            element={
              <StaffGate>
                <ProvisionalRoutes pages={PAGES} />
              </StaffGate>
            }
          />
        </Routes>
      </QueryProvider>
    </RemoteRoot>
  );
}
