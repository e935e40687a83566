import { staffSessionResponseSchema } from '@ps/shared/console-schemas';
import { accountSessionResponseSchema } from '@ps/shared/schemas';
import { isStaff, testFan, testStaff, type SignedInAs } from '../test-users';
import { answer } from './answer';

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
