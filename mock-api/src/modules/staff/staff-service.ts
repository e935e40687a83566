import type { StaffRole, StaffUser } from '@ps/shared/console-schemas';
import { ACCOUNT_MESSAGES } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { checkPassword, hashPassword, spendPasswordCheckTime } from '../../platform/passwords/password-hash';
import { assertPasswordPolicy } from '../../platform/passwords/password-policy';
import type { OneTimeTokens } from '../../platform/sessions/one-time-tokens';
import type { SessionStore } from '../../platform/sessions/session-store';
import { staffQueries, type StaffRecord } from './repository';

/** A staff link (first admin, invitation, reset) lets its holder choose a password within the hour. */
export const STAFF_LINK_VALID_MS = 60 * 60 * 1000;

export interface StaffServiceDependencies {
  db: Db;
  tokens: OneTimeTokens;
  sessions: SessionStore;
  /** Links start with it (PUBLIC_URL). */
  siteUrl: string;
}

export const toStaffUser = (staff: StaffRecord): StaffUser => ({
  email: staff.email,
  name: staff.name,
  role: staff.role,
  permissions: staff.permissions,
  refundLimitCents: staff.refundLimitCents,
});

const nameFromEmail = (email: string) => email.split('@')[0] ?? email;

export function createStaffService({ db, tokens, sessions, siteUrl }: StaffServiceDependencies) {
  async function linkFor(staffUserId: number) {
    const { token, expiresAt } = await tokens.issue('staff_password_set', { staffUserId }, STAFF_LINK_VALID_MS);
    return { link: `${siteUrl}/admin/set-password?token=${token}`, expiresAt: expiresAt.toISOString() };
  }

  return {
    findById: (id: number) => staffQueries.findById(db, id),
    findByEmail: (email: string) => staffQueries.findByEmail(db, email),
    anyoneCanSignIn: async () => (await staffQueries.countWithPassword(db)) > 0,

    /**
     * The staff user when the password is right; null for a wrong one, an unknown e-mail, no
     * password yet or a disabled member (after the same work, so the answer's timing tells nothing).
     */
    async authenticate(email: string, password: string): Promise<StaffRecord | null> {
      const staff = await staffQueries.findByEmail(db, email);
      if (!staff?.passwordHash) {
        await spendPasswordCheckTime(password);
        return null;
      }
      const { valid, needsRehash } = await checkPassword(password, staff.passwordHash);
      if (!valid || staff.disabledAt) return null;
      if (needsRehash) await staffQueries.setPasswordHash(db, staff.id, await hashPassword(password));
      return staff;
    },

    /** A new staff user without a password, and the one-time link that lets them choose it. */
    async invite(staff: { email: string; name?: string; role: StaffRole }) {
      const name = staff.name ?? nameFromEmail(staff.email);
      const id = await staffQueries.insert(db, { ...staff, name, passwordHash: null });
      if (id === null) {
        throw new AppError(409, 'EMAIL_TAKEN', 'A staff user with this e-mail already exists', {
          fields: { email: 'A staff user with this e-mail already exists' },
        });
      }
      return { id, ...(await linkFor(id)) };
    },

    /** A fresh one-time link for someone who lost their password; their sessions end now. */
    async resetLink(email: string) {
      const staff = await staffQueries.findByEmail(db, email);
      if (!staff) throw AppError.notFound('No staff user has this e-mail');
      await sessions.endAllOf({ staffUserId: staff.id });
      return { id: staff.id, ...(await linkFor(staff.id)) };
    },

    async createWithPassword(staff: { email: string; name: string; role: StaffRole; password: string }) {
      assertPasswordPolicy(staff.password, staff.email);
      const passwordHash = await hashPassword(staff.password);
      return staffQueries.insert(db, { email: staff.email, name: staff.name, role: staff.role, passwordHash });
    },

    linkFor,

    /** Redeems a one-time link: the password is set and every older session of this person ends. */
    async setPasswordWithToken(token: string, password: string): Promise<StaffRecord> {
      assertPasswordPolicy(password);
      const passwordHash = await hashPassword(password);
      const redeemed = await tokens.redeem('staff_password_set', token);
      const staff = redeemed?.staffUserId ? await staffQueries.findById(db, redeemed.staffUserId) : undefined;
      if (!staff || staff.disabledAt) {
        throw new AppError(400, 'INVALID_TOKEN', ACCOUNT_MESSAGES.invalidResetLink, {
          fields: { token: ACCOUNT_MESSAGES.invalidResetLink },
        });
      }
      await staffQueries.setPasswordHash(db, staff.id, passwordHash);
      await sessions.endAllOf({ staffUserId: staff.id });
      return { ...staff, passwordHash };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
