import {
  ADMIN_ROLE,
  STAFF_MESSAGES,
  STAFF_ROLE_MESSAGES,
  TWO_FACTOR_MESSAGES,
  type AddStaffBody,
  type StaffChangeBody,
  type StaffListResponse,
  type StaffMember,
} from '@ps/shared/console-schemas';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import type { AuditLog } from '../../platform/audit/audit-log';
import { enqueueMail } from '../../platform/mail/outbox';
import type { OneTimeTokens } from '../../platform/sessions/one-time-tokens';
import type { SessionStore } from '../../platform/sessions/session-store';
import { twoFactorQueries } from '../two-factor';
import { staffQueries, type StaffRow } from './repository';
import { roleQueries } from './roles/role-repository';
import { staffInvitationEmail, staffPasswordLinkEmail, staffTwoFactorResetEmail } from './staff-invitation-email';
import { STAFF_LINK_VALID_MS } from './staff-service';

/** The admin acting, and from where (for the audit log). */
export interface StaffManager {
  id: number;
  email: string;
  ip: string;
}

export interface StaffManagementDependencies {
  db: Db;
  tokens: OneTimeTokens;
  sessions: SessionStore;
  audit: AuditLog;
  siteUrl: string;
}

const statusOf = (staff: StaffRow): StaffMember['status'] => {
  if (staff.disabledAt) return 'disabled';
  return staff.passwordHash === null ? 'invited' : 'active';
};

export const toStaffMember = (staff: StaffRow): StaffMember => ({
  id: staff.id,
  email: staff.email,
  name: staff.name,
  role: staff.role,
  status: statusOf(staff),
  lastSignInAt: staff.lastSignInAt?.toISOString() ?? null,
  createdAt: staff.createdAt.toISOString(),
  twoFactor: staff.totpEnabledAt !== null,
});

async function assertRoleExists(trx: Db, role: string | undefined): Promise<void> {
  if (role !== undefined && !(await roleQueries.exists(trx, role))) {
    throw AppError.validation(STAFF_ROLE_MESSAGES.unknownRole, { role: STAFF_ROLE_MESSAGES.unknownRole });
  }
}

const emailTaken = () =>
  new AppError(409, 'EMAIL_TAKEN', STAFF_MESSAGES.emailTaken, { fields: { email: STAFF_MESSAGES.emailTaken } });

/**
 * The Staff screen's changes (admin only). Each runs in one transaction with its audit row,
 * its mail and the sessions it ends, so none of them happens halfway.
 */
export function createStaffManagement({ db, tokens, sessions, audit, siteUrl }: StaffManagementDependencies) {
  async function issueLink(trx: Db, staffUserId: number) {
    const { token, expiresAt } = await tokens.issue('staff_password_set', { staffUserId }, STAFF_LINK_VALID_MS, trx);
    return { link: `${siteUrl}/admin/set-password?token=${token}`, expiresAt };
  }

  const actorOf = (manager: StaffManager) => ({ actor: { id: manager.id, email: manager.email }, ip: manager.ip });

  return {
    async list(page: { limit: number; offset: number }): Promise<StaffListResponse> {
      const [{ rows, total }, requireTwoFactor] = await Promise.all([
        staffQueries.page(db, page),
        twoFactorQueries.requireTwoFactor(db),
      ]);
      const pagination = { total, hasMore: page.offset + rows.length < total };
      return { staff: rows.map(toStaffMember), pagination, requireTwoFactor };
    },

    /**
     * The admin's "require two-factor for all staff"; members without it are sent to enrol.
     * The admin turning it on must have it, or the switch would lock them out of this screen.
     */
    async setPolicy(manager: StaffManager, requireTwoFactor: boolean) {
      return db.transaction().execute(async (trx) => {
        const self = await staffQueries.findById(trx, manager.id);
        if (requireTwoFactor && !self?.totpEnabledAt) {
          throw new AppError(409, 'TWO_FACTOR_REQUIRED', TWO_FACTOR_MESSAGES.enableOwnFirst);
        }
        const before = await twoFactorQueries.setRequireTwoFactor(trx, requireTwoFactor, new Date());
        const changes = { requireTwoFactor: { from: before, to: requireTwoFactor } };
        await audit.record({ ...actorOf(manager), action: 'staff.policy_change', changes }, trx);
        return { requireTwoFactor };
      });
    },

    /** A new member without a password, mailed the one-time link the admin also sees. */
    async invite(manager: StaffManager, invited: AddStaffBody) {
      return db.transaction().execute(async (trx) => {
        await assertRoleExists(trx, invited.role);
        const id = await staffQueries.insert(trx, { ...invited, passwordHash: null });
        if (id === null) throw emailTaken();
        const { link, expiresAt } = await issueLink(trx, id);
        await enqueueMail(trx, 'staff_invitation', staffInvitationEmail(invited, manager.email, link));
        await audit.record(
          { ...actorOf(manager), action: 'staff.invite', target: String(id), changes: { ...invited } },
          trx,
        );
        return { link, expiresAt: expiresAt.toISOString() };
      });
    },

    /**
     * A fresh one-time link, shown and mailed: for an invitation that expired, or a password
     * forgotten (their sessions end, as with `npm run staff -- reset`).
     */
    async newLink(manager: StaffManager, id: number) {
      return db.transaction().execute(async (trx) => {
        const member = await staffQueries.findById(trx, id);
        if (!member) throw AppError.notFound(STAFF_MESSAGES.notFound);
        if (member.disabledAt) throw new AppError(409, 'MEMBER_DISABLED', STAFF_MESSAGES.memberDisabled);
        await sessions.endAllOf({ staffUserId: id }, trx);
        const { link, expiresAt } = await issueLink(trx, id);
        const mail = member.passwordHash === null ? staffInvitationEmail : staffPasswordLinkEmail;
        await enqueueMail(trx, 'staff_invitation', mail(member, manager.email, link));
        await audit.record({ ...actorOf(manager), action: 'staff.new_link', target: String(id) }, trx);
        return { link, expiresAt: expiresAt.toISOString() };
      });
    },

    /**
     * Two-factor off for a member who lost their authenticator and recovery codes: their sessions
     * end and they are told by mail. Their own second factor an admin changes from the Profile.
     */
    async resetTwoFactor(manager: StaffManager, id: number): Promise<StaffMember> {
      return db.transaction().execute(async (trx) => {
        if (id === manager.id) throw new AppError(409, 'OWN_TWO_FACTOR', STAFF_MESSAGES.ownTwoFactor);
        const member = await staffQueries.findById(trx, id);
        if (!member) throw AppError.notFound(STAFF_MESSAGES.notFound);
        if (!member.totpEnabledAt) throw new AppError(409, 'NO_TWO_FACTOR', STAFF_MESSAGES.noTwoFactor);
        await twoFactorQueries.disable(trx, id, new Date());
        await sessions.endAllOf({ staffUserId: id }, trx);
        await enqueueMail(trx, 'staff_two_factor_reset', staffTwoFactorResetEmail(member, manager.email));
        await audit.record({ ...actorOf(manager), action: 'staff.two_factor_reset', target: String(id) }, trx);
        return toStaffMember({ ...member, totpEnabledAt: null });
      });
    },

    /**
     * A new role, or disabled (every session of theirs ends in the same commit) or enabled.
     * The last admin who can sign in is never demoted or disabled: the admins are locked first,
     * so two admins disabling each other at once cannot both succeed.
     */
    async change(manager: StaffManager, id: number, change: StaffChangeBody): Promise<StaffMember> {
      return db.transaction().execute(async (trx) => {
        await assertRoleExists(trx, change.role);
        const activeAdmins = await staffQueries.activeAdminsForUpdate(trx);
        const member = await staffQueries.findById(trx, id);
        if (!member) throw AppError.notFound(STAFF_MESSAGES.notFound);
        const losesAdmin =
          (change.role !== undefined && change.role !== ADMIN_ROLE) ||
          (change.disabled === true && member.role === ADMIN_ROLE);
        const isLastAdmin = activeAdmins.length === 1 && activeAdmins[0]?.id === id;
        if (losesAdmin && isLastAdmin) throw new AppError(409, 'LAST_ADMIN', STAFF_MESSAGES.lastAdmin);

        const disabledAt =
          change.disabled === undefined
            ? member.disabledAt
            : change.disabled
              ? (member.disabledAt ?? new Date())
              : null;
        const role = change.role ?? member.role;
        await staffQueries.update(trx, id, { role, disabledAt });
        if (disabledAt) await sessions.endAllOf({ staffUserId: id }, trx);
        const changes: Record<string, unknown> = {};
        if (role !== member.role) changes.role = { from: member.role, to: role };
        if (Boolean(disabledAt) !== Boolean(member.disabledAt)) changes.disabled = Boolean(disabledAt);
        await audit.record({ ...actorOf(manager), action: 'staff.change', target: String(id), changes }, trx);
        return toStaffMember({ ...member, role, disabledAt });
      });
    },
  };
}

export type StaffManagement = ReturnType<typeof createStaffManagement>;
