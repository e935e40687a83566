import { TWO_FACTOR_MESSAGES, type DisableTwoFactorBody, type TwoFactorStatus } from '@ps/shared/console-schemas';
import type { Selectable } from 'kysely';
import type { StaffUsersTable } from '../../db/sign-in-tables';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { checkPassword } from '../../platform/passwords/password-hash';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { ChangeAudit } from '../../platform/audit/change-audit';
import { recoveryCodeHash, newRecoveryCodes } from './recovery-codes';
import { twoFactorQueries } from './repository';
import { acceptedStep, enrolmentFor, newTotpSecret } from './totp';

/** What two-factor reads of a staff member; the staff module's record carries more. */
export type TwoFactorMember = Pick<
  Selectable<StaffUsersTable>,
  'id' | 'email' | 'passwordHash' | 'totpSecret' | 'totpPendingSecret' | 'totpEnabledAt'
>;

/** The member acting on their own account, and from where (for the audit log). */
export interface Member {
  record: TwoFactorMember;
  ip: string;
}

export type SecondFactor = 'totp' | 'recovery-code';

const invalidCode = () =>
  new AppError(400, 'INVALID_CODE', TWO_FACTOR_MESSAGES.invalidCode, {
    fields: { code: TWO_FACTOR_MESSAGES.invalidCode },
  });

const actorOf = ({ record, ip }: Member) => ({ actor: { id: record.id, email: record.email }, ip });

/** Enrolment, the second sign-in step and turning two-factor off, each with its audit row. */
export function createTwoFactorService(db: Db, audit: AuditLog, clock: Clock) {
  /** A current app code, never one whose step was accepted before. */
  async function totpMatches(member: TwoFactorMember, code: string, connection: Db = db): Promise<boolean> {
    if (!member.totpSecret) return false;
    const step = acceptedStep(code, member.totpSecret, clock());
    return step !== null && (await twoFactorQueries.claimStep(connection, member.id, step));
  }

  return {
    requireTwoFactor: () => twoFactorQueries.requireTwoFactor(db),

    async status(member: TwoFactorMember): Promise<TwoFactorStatus> {
      const [recoveryCodesLeft, required] = await Promise.all([
        twoFactorQueries.recoveryCodesLeft(db, member.id),
        twoFactorQueries.requireTwoFactor(db),
      ]);
      return {
        enabled: member.totpEnabledAt !== null,
        enabledAt: member.totpEnabledAt?.toISOString() ?? null,
        recoveryCodesLeft,
        required,
      };
    },

    /** A new secret to scan; it only takes effect once a code from it is confirmed. */
    async beginEnrolment(member: TwoFactorMember, change: ChangeAudit) {
      if (member.totpEnabledAt) throw new AppError(409, 'TWO_FACTOR_ENABLED', TWO_FACTOR_MESSAGES.alreadyEnabled);
      const secret = newTotpSecret();
      await db.transaction().execute(async (trx) => {
        await twoFactorQueries.offerSecret(trx, member.id, secret);
        await change.record(trx);
      });
      return enrolmentFor(member.email, secret);
    },

    /** A code from the offered secret turns two-factor on and returns the recovery codes, shown once. */
    async confirmEnrolment(member: Member, code: string): Promise<string[]> {
      const { record } = member;
      if (record.totpEnabledAt) throw new AppError(409, 'TWO_FACTOR_ENABLED', TWO_FACTOR_MESSAGES.alreadyEnabled);
      if (!record.totpPendingSecret) {
        throw new AppError(409, 'NO_ENROLMENT_STARTED', TWO_FACTOR_MESSAGES.noEnrolmentStarted);
      }
      const step = acceptedStep(code, record.totpPendingSecret, clock());
      if (step === null) throw invalidCode();
      const { codes, hashes } = newRecoveryCodes();
      await db.transaction().execute(async (trx) => {
        await twoFactorQueries.enable(trx, record.id, record.totpPendingSecret!, step, clock());
        await twoFactorQueries.replaceRecoveryCodes(trx, record.id, hashes);
        await audit.record({ ...actorOf(member), action: 'staff.two_factor_enabled', target: String(record.id) }, trx);
      });
      return codes;
    },

    /** Needs a current code or the password, and is refused while an admin requires two-factor. */
    async disable(member: Member, proof: DisableTwoFactorBody): Promise<void> {
      const { record } = member;
      if (!record.totpEnabledAt) return;
      if (await twoFactorQueries.requireTwoFactor(db)) {
        throw new AppError(409, 'TWO_FACTOR_REQUIRED', TWO_FACTOR_MESSAGES.requiredByPolicy);
      }
      const proven = proof.code
        ? await totpMatches(record, proof.code)
        : record.passwordHash !== null && (await checkPassword(proof.password ?? '', record.passwordHash)).valid;
      if (!proven) {
        await audit.record({ ...actorOf(member), action: 'staff.two_factor_failed', target: String(record.id) });
        if (proof.code) throw invalidCode();
        throw AppError.validation(TWO_FACTOR_MESSAGES.wrongPassword, { password: TWO_FACTOR_MESSAGES.wrongPassword });
      }
      await db.transaction().execute(async (trx) => {
        await twoFactorQueries.disable(trx, record.id, clock());
        await audit.record({ ...actorOf(member), action: 'staff.two_factor_disabled', target: String(record.id) }, trx);
      });
    },

    /**
     * The second sign-in step: an app code, or an unused recovery code (spent now). Null when
     * neither matches; the caller counts the failure and writes its audit row.
     */
    async verifySignIn(member: TwoFactorMember, code: string, trx: Db): Promise<SecondFactor | null> {
      if (await totpMatches(member, code, trx)) return 'totp';
      const spent = await twoFactorQueries.spendRecoveryCode(trx, member.id, recoveryCodeHash(code), clock());
      return spent ? 'recovery-code' : null;
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
