import type { Db } from '../../db/tables';
import { enqueueMail } from '../../platform/mail/outbox';
import type { OneTimeTokens } from '../../platform/sessions/one-time-tokens';
import { accountExistsEmail, passwordChangedEmail } from './account-mails';
import {
  adoptGuestOrders,
  findAccountByEmail,
  findAccountById,
  insertAccountUnlessTaken,
  markEmailConfirmed,
  setPasswordHash,
  type NewAccount,
} from './repository';
import { mailSignupConfirmation } from './signup-confirmation';
import { welcomeEmail } from './welcome-email';

/*
 * Account changes that the account holder is told about by e-mail. Each mail is written in
 * the change's own transaction (decision 009): it goes out once if and only if the change commits.
 */

/** A new address gets its account, unconfirmed, and the confirm link; a taken one, a note to its owner. */
export async function insertAccountOrWarnOwner(db: Db, tokens: OneTimeTokens, account: NewAccount, siteUrl: string) {
  await db.transaction().execute(async (trx) => {
    const id = await insertAccountUnlessTaken(trx, account);
    if (id !== null) {
      await mailSignupConfirmation(trx, tokens, { id, ...account }, siteUrl);
      return;
    }
    const owner = await findAccountByEmail(trx, account.email);
    if (owner) await enqueueMail(trx, 'account_exists', accountExistsEmail(owner, siteUrl));
  });
}

/** The first confirmation opens the account: its welcome mail and the guest orders of its address. */
export async function confirmEmailWithWelcome(db: Db, customerId: number, siteUrl: string) {
  await db.transaction().execute(async (trx) => {
    if (!(await markEmailConfirmed(trx, customerId, new Date()))) return;
    const account = await findAccountById(trx, customerId);
    if (!account) return;
    await adoptGuestOrders(trx, account.id, account.email);
    await enqueueMail(trx, 'account_welcome', welcomeEmail(account, siteUrl));
  });
}

/** Sets a new password and tells the account holder, so a change they did not make does not go unnoticed. */
export async function setPasswordWithNotice(db: Db, customerId: number, passwordHash: string, siteUrl: string) {
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, customerId, passwordHash);
    const account = await findAccountById(trx, customerId);
    if (account) await enqueueMail(trx, 'password_changed', passwordChangedEmail(account, siteUrl));
  });
}
