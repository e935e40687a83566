import type { Db } from '../../db/tables';
import { enqueueMail } from '../../platform/mail/outbox';
import { staffQueries } from './repository';
import { staffSignInAttackEmail } from './sign-in-attack-email';

/** Tells a member their account is under attack; an e-mail that is nobody's gets nothing. */
export function createSignInAttackWarning(db: Db) {
  return async (email: string): Promise<void> => {
    const member = await staffQueries.findByEmail(db, email);
    if (member && !member.disabledAt) await enqueueMail(db, 'staff_sign_in_attack', staffSignInAttackEmail(member));
  };
}
