import type { Db } from '../../db/tables';
import { enqueueMail } from '../mail/outbox';
import { passwordChangedEmail } from './account-mails';
import { findAccountById, insertAccountUnlessTaken, setPasswordHash, type NewAccount } from './repository';
import { welcomeEmail } from './welcome-email';

/*
 * Account changes that the account holder is told about by e-mail. Each mail is written in
 * the change's own transaction (decision 009): it goes out once if and only if the change commits.
 */

/** The new account's id, with its welcome mail; null when the e-mail already has an account (and nobody is mailed). */
export async function insertAccountWithWelcome(db: Db, account: NewAccount, siteUrl: string): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const id = await insertAccountUnlessTaken(trx, account);
    if (id !== null) await enqueueMail(trx, 'account_welcome', welcomeEmail(account, siteUrl));
    return id;
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
