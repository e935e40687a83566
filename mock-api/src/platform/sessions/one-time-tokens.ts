import type { OneTimeTokenPurpose } from '../../db/sign-in-tables';
import type { Db } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import { expireTokensOf, insertToken, useToken, type TokenSubject } from './repository';
import { hashOfToken, newSecretToken } from './secret-token';

const subjectOf = (row: { customerId: number | null; staffUserId: number | null }): TokenSubject | null => {
  if (row.customerId !== null) return { customerId: row.customerId };
  return row.staffUserId === null ? null : { staffUserId: row.staffUserId };
};

/** Links that work once and for a while: password resets and staff invitations. */
export function createOneTimeTokens(db: Db, clock: Clock) {
  return {
    /**
     * The token for the link; only its hash is stored, and the subject's older links of this
     * purpose stop working. `trx`: the transaction that also queues its mail.
     */
    async issue(purpose: OneTimeTokenPurpose, subject: TokenSubject, validForMs: number, trx: Db = db) {
      const token = newSecretToken();
      const now = clock();
      // Only the newest link, until used, opens anything.
      await expireTokensOf(trx, purpose, subject, now);
      const expiresAt = new Date(now.getTime() + validForMs);
      await insertToken(trx, {
        tokenHash: hashOfToken(token),
        purpose,
        customerId: 'customerId' in subject ? subject.customerId : null,
        staffUserId: 'staffUserId' in subject ? subject.staffUserId : null,
        createdAt: now,
        expiresAt,
        usedAt: null,
      });
      return { token, expiresAt };
    },

    /**
     * Uses the token up in one statement, so two redemptions racing each other cannot both
     * succeed; the subject's other unused links of this purpose end with it.
     */
    async redeem(purpose: OneTimeTokenPurpose, token: string) {
      const now = clock();
      return db.transaction().execute(async (trx) => {
        const row = await useToken(trx, purpose, hashOfToken(token), now);
        const subject = row ? subjectOf(row) : null;
        if (subject) await expireTokensOf(trx, purpose, subject, now);
        return row ?? null;
      });
    },
  };
}

export type OneTimeTokens = ReturnType<typeof createOneTimeTokens>;
