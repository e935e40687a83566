import type { ReactNode } from 'react';
import { QueryProvider } from '@ps/shared/query';
import { RemoteRoot } from '@ps/shared/remote';
import { Route, Routes } from '@ps/shared/router';
import type { StaffUser } from '@ps/shared/console-schemas';
import { NotFoundPage } from '@ps/shared/ui';
import { ADMIN_SECTIONS, mayOpen, PROFILE_PAGE, type AdminSection } from './config/admin-sections';
import { AnalyticsPage } from './features/analytics';
import { AuditLogPage } from './features/audit-log';
import { CategoriesPage, CategoryDetailPage, EditCategoryPage, NewCategoryPage } from './features/categories';
import { ConsoleLayout } from './features/console-layout';
import { CustomerDetailPage, CustomersPage } from './features/customers';
import { DashboardPage } from './features/dashboard';
import { FanPhotosPage } from './features/fan-photos';
import { InventoryPage } from './features/inventory';
import { MusicPage } from './features/music';
import { NewsPage } from './features/news';
import { ReleasesPage } from './features/releases';
import { OrderDetailPage, OrdersPage } from './features/orders';
import {
  EditProductPage,
  ImportProductsPage,
  NewProductPage,
  ProductDetailPage,
  ProductsPage,
} from './features/products';
import { EnrolTwoFactorPage, ProfilePage } from './features/profile';
import { PromotionsPage } from './features/promotions';
import { SettingsPage } from './features/settings';
import { StaffGate, StaffSetPasswordPage } from './features/staff-access';
import { StaffPage } from './features/staff-members';
import { RolesPage } from './features/staff-roles';
import { TourPage } from './features/tour';
import { ReturnDetailPage, ReturnsPage } from './features/returns';
import { NewsletterPage } from './features/newsletter';
import { ComingLaterPage } from './ui/coming-later-page';
import { NoAccessPage } from './ui/no-access-page';

const section = (label: string) => ADMIN_SECTIONS.find((candidate) => candidate.label === label)!;

function ConsoleRoutes({ user }: { user: StaffUser }) {
  const page = (area: Pick<AdminSection, 'permission'>, title: string, element: ReactNode) =>
    mayOpen(user, area) ? element : <NoAccessPage title={title} />;
  const built: Record<string, ReactNode> = {
    Dashboard: <DashboardPage user={user} />,
    'Audit log': <AuditLogPage />,
    Orders: <OrdersPage />,
    Products: <ProductsPage />,
    Categories: <CategoriesPage />,
    Inventory: <InventoryPage />,
    Promotions: <PromotionsPage />,
    Customers: <CustomersPage />,
    Tour: <TourPage />,
    News: <NewsPage />,
    Releases: <ReleasesPage />,
    Newsletter: <NewsletterPage />,
    'Fan photos': <FanPhotosPage />,
    Analytics: <AnalyticsPage />,
    Staff: <StaffPage user={user} />,
    Roles: <RolesPage />,
    Settings: <SettingsPage />,
    Music: <MusicPage />,
    Returns: <ReturnsPage />,
  };
  return (
    <ConsoleLayout user={user}>
      <Routes>
        {ADMIN_SECTIONS.map((area) => (
          <Route
            key={area.to}
            path={area.to.slice(1)}
            element={page(area, area.label, built[area.label] ?? <ComingLaterPage title={area.label} />)}
          />
        ))}
        <Route path="admin/categories/new" element={page(section('Categories'), 'New category', <NewCategoryPage />)} />
        <Route path="admin/categories/:id" element={page(section('Categories'), 'Category', <CategoryDetailPage />)} />
        <Route
          path="admin/categories/:id/edit"
          element={page(section('Categories'), 'Edit category', <EditCategoryPage />)}
        />
        <Route path="admin/products/new" element={page(section('Products'), 'New product', <NewProductPage />)} />
        <Route
          path="admin/products/import"
          element={page(section('Products'), 'Import products', <ImportProductsPage />)}
        />
        <Route path="admin/products/:id" element={page(section('Products'), 'Product', <ProductDetailPage />)} />
        <Route
          path="admin/products/:id/edit"
          element={page(section('Products'), 'Edit product', <EditProductPage />)}
        />
        <Route path="admin/orders/:id" element={page(section('Orders'), 'Order detail', <OrderDetailPage />)} />
        <Route
          path="admin/customers/:key"
          element={page(section('Customers'), 'Customer', <CustomerDetailPage user={user} />)}
        />
        <Route
          path="admin/returns/:id"
          element={page(section('Returns'), 'Return', <ReturnDetailPage user={user} />)}
        />
        <Route path={PROFILE_PAGE.to.slice(1)} element={<ProfilePage user={user} />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </ConsoleLayout>
  );
}

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
              <StaffGate enrolment={<EnrolTwoFactorPage />}>{(user) => <ConsoleRoutes user={user} />}</StaffGate>
            }
          />
        </Routes>
      </QueryProvider>
    </RemoteRoot>
  );
}
