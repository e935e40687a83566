import {
  accountSessionResponseSchema,
  staffSessionResponseSchema,
  type AccountUser,
  type StaffRole,
  type StaffUser,
} from '@ps/shared/schemas';
import { answer } from './answer';

/** Who the page is for: a fan signed out or in, or a staff member by role. */
export type SignedInAs = 'signed-out' | 'fan' | StaffRole;

export const testFan: AccountUser = { email: 'fan@panicsquad.example', name: 'Test Fan' };

export const testStaff = (role: StaffRole): StaffUser => ({
  email: `${role}@panicsquad.example`,
  name: `Test ${role}`,
  role,
});

const isStaff = (as: SignedInAs): as is StaffRole => as !== 'signed-out' && as !== 'fan';

/** The two session routes as the server answers them for `as`: the staff console's and the fan's. */
export const sessionAnswers = (as: SignedInAs) => [
  answer('get', '/api/admin/auth/session', staffSessionResponseSchema, {
    user: isStaff(as) ? testStaff(as) : null,
    csrfToken: 'test-staff-csrf',
  }),
  answer('get', '/api/account/session', accountSessionResponseSchema, {
    user: as === 'fan' ? testFan : null,
    csrfToken: 'test-fan-csrf',
    cartSessionId: null,
  }),
];
