import type { StaffRole, StaffUser } from '@ps/shared/console-schemas';
import type { AccountUser } from '@ps/shared/schemas';

/** Who the page is for: a fan signed out or in, or a staff member by role. */
export type SignedInAs = 'signed-out' | 'fan' | StaffRole;

export const testFan: AccountUser = { email: 'fan@panicsquad.example', name: 'Test Fan' };

export const testStaff = (role: StaffRole): StaffUser => ({
  email: `${role}@panicsquad.example`,
  name: `Test ${role}`,
  role,
});

export const isStaff = (as: SignedInAs): as is StaffRole => as !== 'signed-out' && as !== 'fan';
