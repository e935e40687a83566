import { ACCOUNT_MESSAGES, type AccountUser, type RegisterBody } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { enqueueMail } from '../../platform/mail/outbox';
import type { OneTimeTokens } from '../../platform/sessions/one-time-tokens';
import type { SessionStore } from '../../platform/sessions/session-store';
import { confirmEmailWithWelcome, insertAccountOrWarnOwner, setPasswordWithNotice } from './account-event-mails';
import { passwordResetEmail } from './account-mails';
import { mailSignupConfirmation } from './signup-confirmation';
import { checkPassword, hashPassword, spendPasswordCheckTime } from '../../platform/passwords/password-hash';
import { assertPasswordPolicy } from '../../platform/passwords/password-policy';
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

const invalidLink = (message: string) => new AppError(400, 'INVALID_TOKEN', message, { fields: { token: message } });

export function createAccountService(deps: AccountServiceDependencies) {
  const { db, tokens, sessions, siteUrl } = deps;

  return {
    findById: (id: number) => findAccountById(db, id),

    /**
     * Mails a confirm link to a new address, or a note to the owner of a taken one; the caller
     * answers both alike. The password is hashed either way, so the time taken does not tell.
     */
    async register(body: Required<RegisterBody>): Promise<void> {
      assertPasswordPolicy(body.password, body.email);
      const passwordHash = await hashPassword(body.password);
      const { password: _password, ...account } = body;
      await insertAccountOrWarnOwner(db, tokens, { ...account, passwordHash }, siteUrl);
    },

    /** Opens the account of a confirm link (once: its welcome and guest orders come with it). */
    async confirmEmail(token: string): Promise<AccountRecord> {
      const redeemed = await tokens.redeem('customer_email_confirm', token);
      if (!redeemed?.customerId) throw invalidLink(ACCOUNT_MESSAGES.invalidConfirmLink);
      await confirmEmailWithWelcome(db, redeemed.customerId, siteUrl);
      const account = await findAccountById(db, redeemed.customerId);
      if (!account) throw invalidLink(ACCOUNT_MESSAGES.invalidConfirmLink);
      return account;
    },

    /** A fresh confirm link for an account that signed in with the right password before confirming. */
    async resendConfirmation(account: AccountRecord): Promise<void> {
      await db.transaction().execute((trx) => mailSignupConfirmation(trx, tokens, account, siteUrl));
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
      if (!redeemed?.customerId) throw invalidLink(ACCOUNT_MESSAGES.invalidResetLink);
      await setPasswordWithNotice(db, redeemed.customerId, passwordHash, siteUrl);
      await sessions.endAllOf({ customerId: redeemed.customerId });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
