import { staffMay, type StaffPermission, type StaffUser } from '@ps/shared/console-schemas';

/** What the signed-in member's role lets them do; the server sends it with the session. */
export type StaffAccess = Pick<StaffUser, 'permissions'>;

export interface AdminSection {
  /** The section's page; the dashboard is /admin itself. */
  to: string;
  label: string;
  permission: StaffPermission | 'signed-in';
  /** False while the section shows the "coming in a later release" page. */
  built: boolean;
  /** What one of its records is called in breadcrumbs ("Order 12"). */
  item?: string;
}

/** The console's sidebar, in order; the server checks the same permissions on every call. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: '/admin', label: 'Dashboard', permission: 'orders.view', built: true },
  { to: '/admin/products', label: 'Products', permission: 'catalog.edit', built: true, item: 'Product' },
  { to: '/admin/categories', label: 'Categories', permission: 'catalog.edit', built: true, item: 'Category' },
  { to: '/admin/orders', label: 'Orders', permission: 'orders.view', built: true, item: 'Order' },
  { to: '/admin/inventory', label: 'Inventory', permission: 'inventory', built: true },
  { to: '/admin/promotions', label: 'Promotions', permission: 'promotions', built: true, item: 'Promotion' },
  { to: '/admin/customers', label: 'Customers', permission: 'customers.view', built: true, item: 'Customer' },
  { to: '/admin/tour', label: 'Tour', permission: 'content', built: true },
  { to: '/admin/news', label: 'News', permission: 'content', built: true },
  { to: '/admin/releases', label: 'Releases', permission: 'content', built: true },
  { to: '/admin/newsletter', label: 'Newsletter', permission: 'content', built: true },
  { to: '/admin/fan-photos', label: 'Fan photos', permission: 'moderation', built: true },
  { to: '/admin/music', label: 'Music', permission: 'content', built: true },
  { to: '/admin/analytics', label: 'Analytics', permission: 'orders.view', built: true },
  { to: '/admin/audit-log', label: 'Audit log', permission: 'audit', built: true },
  { to: '/admin/staff', label: 'Staff', permission: 'staff', built: true },
  { to: '/admin/roles', label: 'Roles', permission: 'staff', built: true },
  { to: '/admin/settings', label: 'Settings', permission: 'settings', built: true },
  { to: '/admin/returns', label: 'Returns', permission: 'orders.fulfil', built: true, item: 'Return' },
];

export const PROFILE_PAGE = { to: '/admin/profile', label: 'Profile', permission: 'signed-in', built: true } as const;

export const mayOpen = (access: StaffAccess, { permission }: Pick<AdminSection, 'permission'>): boolean =>
  permission === 'signed-in' || staffMay(access, permission);

export const sectionsFor = (access: StaffAccess) => ADMIN_SECTIONS.filter((section) => mayOpen(access, section));

const sectionByPath = (path: string) => ADMIN_SECTIONS.find((section) => section.to === path);

/** The section a path belongs to: /admin/orders/12 is in Orders, /admin in Dashboard. */
export function sectionOf(pathname: string): AdminSection | undefined {
  const [, admin, first] = pathname.split('/');
  if (admin !== 'admin') return undefined;
  if (!first) return sectionByPath('/admin');
  if (`/admin/${first}` === PROFILE_PAGE.to) return PROFILE_PAGE;
  return sectionByPath(`/admin/${first}`);
}
