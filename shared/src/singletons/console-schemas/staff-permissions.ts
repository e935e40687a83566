import { z } from 'zod';

/** Every action a role may be given (decision 070): the server checks one on each admin route. */
export const staffPermissions = [
  'orders.view',
  'orders.fulfil',
  'orders.refund',
  'catalog.edit',
  'catalog.delete',
  'catalog.reprice',
  'inventory',
  'promotions',
  'content',
  'moderation',
  'customers.view',
  // Exporting or erasing a customer's personal data (GDPR).
  'customers.gdpr',
  'audit',
  'settings',
  'staff',
] as const;
export const staffPermissionSchema = z.enum(staffPermissions, { error: 'is not a permission' });
export type StaffPermission = z.infer<typeof staffPermissionSchema>;

/** What each permission lets a member do, in the words the Roles screen shows. */
export const STAFF_PERMISSION_NAMES: Record<StaffPermission, string> = {
  'orders.view': 'See orders, customers’ orders, the dashboard and analytics',
  'orders.fulfil': 'Confirm, ship and note orders, resend their mails',
  'orders.refund': 'Refund orders and cancel paid ones',
  'catalog.edit': 'Add and edit products and categories',
  'catalog.delete': 'Delete products and categories',
  'catalog.reprice': 'Change prices, in bulk or by CSV import',
  inventory: 'Restock and adjust inventory',
  promotions: 'Create and change promotions',
  content: 'News, tour dates, releases, music and newsletters',
  moderation: 'Moderate fan photos',
  'customers.view': 'See customers',
  'customers.gdpr': 'Export or erase a customer’s personal data',
  audit: 'Read the audit log',
  settings: 'Change the shop settings',
  staff: 'Manage staff members and roles',
};

/** Whether a signed-in member's role holds the permission. */
export const staffMay = (user: { permissions: readonly StaffPermission[] }, permission: StaffPermission): boolean =>
  user.permissions.includes(permission);
