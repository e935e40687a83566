import { staffPermissions, type StaffPermission, type StaffUser } from '@ps/shared/console-schemas';
import type { AccountUser } from '@ps/shared/schemas';

/** The two roles every shop starts with (migration 0058), as the session tells the console. */
const SEEDED_ROLES = {
  admin: staffPermissions,
  staff: ['orders.view', 'orders.fulfil', 'catalog.edit', 'inventory', 'content', 'moderation', 'customers.view'],
} satisfies Record<string, readonly StaffPermission[]>;
type SeededRole = keyof typeof SEEDED_ROLES;

/** Who the page is for: a fan signed out or in, or a staff member of a seeded role. */
export type SignedInAs = 'signed-out' | 'fan' | SeededRole;

export const testFan: AccountUser = { email: 'fan@panicsquad.example', name: 'Test Fan' };

export const testStaff = (role: SeededRole): StaffUser => ({
  email: `${role}@panicsquad.example`,
  name: `Test ${role}`,
  role,
  permissions: [...SEEDED_ROLES[role]],
  refundLimitCents: null,
});

export const isStaff = (as: SignedInAs): as is SeededRole => as !== 'signed-out' && as !== 'fan';
