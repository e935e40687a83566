import type { Request, Response } from 'express';
import {
  ACCOUNT_PROFILE_MESSAGES,
  type EmailChangeBody,
  type ProfileNameBody,
  type ChangePasswordBody,
} from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { enqueueMail } from '../../platform/mail/outbox';
import type { OneTimeTokens } from '../../platform/sessions/one-time-tokens';
import type { SessionManager } from '../../platform/sessions/session-manager';
import type { SessionStore } from '../../platform/sessions/session-store';
import { assertPasswordPolicy } from '../../platform/passwords/password-policy';
import { emailChangeConfirmEmail, emailChangedEmail } from './email-change-mails';
import { checkPassword, hashPassword } from '../../platform/passwords/password-hash';
import {
  applyPendingEmail,
  findAccountByEmail,
  findProfile,
  setName,
  setPasswordHash,
  setPendingEmail,
  type AccountRecord,
} from './repository';
import type { SignInThrottle } from '../../platform/sessions/sign-in-throttle';

const EMAIL_CHANGE_LINK_VALID_MS = 24 * 60 * 60 * 1000;

export interface ProfileServiceDependencies {
  db: Db;
  tokens: OneTimeTokens;
  sessions: SessionManager;
  store: SessionStore;
  /** Wrong current passwords count like failed sign-ins: a session left open cannot guess it. */
  throttle: SignInThrottle;
  /** Links in e-mails start with it (PUBLIC_URL). */
  siteUrl: string;
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';
const wrongPassword = () =>
  AppError.validation(ACCOUNT_PROFILE_MESSAGES.wrongPassword, {
    currentPassword: ACCOUNT_PROFILE_MESSAGES.wrongPassword,
  });
const invalidLink = () =>
  new AppError(400, 'INVALID_TOKEN', ACCOUNT_PROFILE_MESSAGES.invalidEmailChangeLink, {
    fields: { token: ACCOUNT_PROFILE_MESSAGES.invalidEmailChangeLink },
  });

/** The account page's profile (decision 062): name, password and e-mail, each changed by the signed-in owner. */
export function createProfileService(deps: ProfileServiceDependencies) {
  const { db, tokens, sessions, store, throttle, siteUrl } = deps;

  async function proveOwner(req: Request, res: Response, account: AccountRecord, currentPassword: string) {
    const attempt = await throttle.admit(req, res, account.email);
    if (!(await checkPassword(currentPassword, account.passwordHash)).valid) throw wrongPassword();
    await attempt.succeeded();
  }

  return {
    /** The current password, counted like a sign-in: a session left open cannot guess it. */
    proveOwner,

    async profile(customerId: number) {
      const profile = await findProfile(db, customerId);
      if (!profile) throw AppError.notFound();
      return profile;
    },

    async rename(customerId: number, name: Required<ProfileNameBody>) {
      await setName(db, customerId, name);
      return this.profile(customerId);
    },

    /** The new password ends every other session of the account; this browser keeps a fresh one. */
    async changePassword(req: Request, res: Response, account: AccountRecord, body: ChangePasswordBody) {
      await proveOwner(req, res, account, body.currentPassword);
      assertPasswordPolicy(body.password, account.email);
      const passwordHash = await hashPassword(body.password);
      return db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, account.id, passwordHash);
        await store.endAllOf({ customerId: account.id }, trx);
        return sessions.rotate(req, res, 'customer', { customerId: account.id }, trx);
      });
    },

    /**
     * Mails a link to the new address; the account keeps its address until the link is opened.
     * A taken address gets no link and the same answer, so the form does not tell who has an account.
     */
    async requestEmailChange(req: Request, res: Response, account: AccountRecord, body: EmailChangeBody) {
      await proveOwner(req, res, account, body.currentPassword);
      const email = body.email.toLowerCase();
      if (email === account.email) {
        throw AppError.validation(ACCOUNT_PROFILE_MESSAGES.sameEmail, { email: ACCOUNT_PROFILE_MESSAGES.sameEmail });
      }
      if (await findAccountByEmail(db, email)) return;
      await db.transaction().execute(async (trx) => {
        await setPendingEmail(trx, account.id, email);
        const subject = { customerId: account.id };
        const { token } = await tokens.issue('customer_email_change', subject, EMAIL_CHANGE_LINK_VALID_MS, trx);
        const link = `${siteUrl}/account/confirm-email-change?token=${token}`;
        await enqueueMail(trx, 'email_change_confirm', emailChangeConfirmEmail(email, account.firstName, link));
      });
    },

    /** Opens the link: the account moves to the new address and the old one is told. */
    async confirmEmailChange(token: string): Promise<void> {
      const redeemed = await tokens.redeem('customer_email_change', token);
      const customerId = redeemed?.customerId;
      if (!customerId) throw invalidLink();
      try {
        await db.transaction().execute(async (trx) => {
          const change = await applyPendingEmail(trx, customerId);
          if (!change) throw new AppError(409, 'CONFLICT', ACCOUNT_PROFILE_MESSAGES.emailTaken);
          await enqueueMail(trx, 'email_changed', emailChangedEmail(change, siteUrl));
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, 'CONFLICT', ACCOUNT_PROFILE_MESSAGES.emailTaken);
        throw error;
      }
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
