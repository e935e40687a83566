import type { Db } from '../../db/tables';
import { enqueueMail } from '../../platform/mail/outbox';
import type { OneTimeTokens } from '../../platform/sessions/one-time-tokens';
import { confirmSignupEmail } from './account-mails';

export const CONFIRM_LINK_VALID_MS = 24 * 60 * 60 * 1000;

/** Issues the account's confirm link (ending its older ones) and queues its mail in `trx`. */
export async function mailSignupConfirmation(
  trx: Db,
  tokens: OneTimeTokens,
  account: { id: number; email: string; firstName: string },
  siteUrl: string,
) {
  const { token } = await tokens.issue(
    'customer_email_confirm',
    { customerId: account.id },
    CONFIRM_LINK_VALID_MS,
    trx,
  );
  const link = `${siteUrl}/account/confirm?token=${token}`;
  await enqueueMail(trx, 'account_confirm', confirmSignupEmail(account.email, account.firstName, link));
}
