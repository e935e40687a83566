import { ACCOUNT_MESSAGES, type AccountUser, type RegisterBody } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { enqueueMail } from '../mail/outbox';
import type { OneTimeTokens } from '../sessions/one-time-tokens';
import type { SessionStore } from '../sessions/session-store';
import { insertAccountWithWelcome, setPasswordWithNotice } from './account-event-mails';
import { passwordResetEmail } from './account-mails';
import { checkPassword, hashPassword, spendPasswordCheckTime } from './password-hash';
import { passwordPolicyProblem } from './password-policy';
import { findAccountByEmail, findAccountById, setPasswordHash, type AccountRecord } from './repository';

const RESET_LINK_VALID_MS = 30 * 60 * 1000;

export interface AccountServiceDependencies {
  db: Db;
  tokens: OneTimeTokens;
  sessions: SessionStore;
  /** Links in e-mails start with it (PUBLIC_URL). */
  siteUrl: string;
}

export const toAccountUser = (account: Pick<AccountRecord, 'email' | 'firstName' | 'lastName'>): AccountUser => ({
  email: account.email,
  name: `${account.firstName} ${account.lastName}`.trim(),
});

export function assertPasswordPolicy(password: string, email?: string): void {
  const problem = passwordPolicyProblem(password, email);
  if (problem) throw AppError.validation(problem, { password: problem });
}

const invalidResetLink = () =>
  new AppError(400, 'INVALID_TOKEN', ACCOUNT_MESSAGES.invalidResetLink, {
    fields: { token: ACCOUNT_MESSAGES.invalidResetLink },
  });

export function createAccountService(deps: AccountServiceDependencies) {
  const { db, tokens, sessions, siteUrl } = deps;

  return {
    findById: (id: number) => findAccountById(db, id),

    async register(body: Required<RegisterBody>): Promise<AccountRecord> {
      assertPasswordPolicy(body.password, body.email);
      const passwordHash = await hashPassword(body.password);
      const { password: _password, ...account } = body;
      const id = await insertAccountWithWelcome(db, { ...account, passwordHash }, siteUrl);
      if (id === null) {
        throw new AppError(409, 'EMAIL_TAKEN', ACCOUNT_MESSAGES.emailTaken, {
          fields: { email: ACCOUNT_MESSAGES.emailTaken },
        });
      }
      const created = await findAccountById(db, id);
      if (!created) throw new Error('the new account vanished');
      return created;
    },

    /** The account when the password is right; null for a wrong password and an unknown e-mail alike. */
    async authenticate(email: string, password: string): Promise<AccountRecord | null> {
      const account = await findAccountByEmail(db, email);
      if (!account) {
        await spendPasswordCheckTime(password);
        return null;
      }
      const { valid, needsRehash } = await checkPassword(password, account.passwordHash);
      if (!valid) return null;
      if (needsRehash) await setPasswordHash(db, account.id, await hashPassword(password));
      return account;
    },

    /** Mails a one-time link when the account exists; says nothing either way. */
    async requestPasswordReset(email: string): Promise<void> {
      const account = await findAccountByEmail(db, email);
      if (!account) return;
      // The link and its mail commit together: no mail without a working link, no link nobody is told about.
      await db.transaction().execute(async (trx) => {
        const subject = { customerId: account.id };
        const { token } = await tokens.issue('customer_password_reset', subject, RESET_LINK_VALID_MS, trx);
        const link = `${siteUrl}/account/reset-password?token=${token}`;
        await enqueueMail(trx, 'password_reset', passwordResetEmail(account.email, account.firstName, link));
      });
    },

    /** Sets the new password and signs the account out everywhere; the link is used up. */
    async resetPassword(token: string, password: string): Promise<void> {
      assertPasswordPolicy(password);
      const passwordHash = await hashPassword(password);
      const redeemed = await tokens.redeem('customer_password_reset', token);
      if (!redeemed?.customerId) throw invalidResetLink();
      await setPasswordWithNotice(db, redeemed.customerId, passwordHash, siteUrl);
      await sessions.endAllOf({ customerId: redeemed.customerId });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
