import type { OneTimeTokenPurpose } from '../../db/sign-in-tables';
import type { Db } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import { hashOfToken, newSecretToken } from './secret-token';

type Subject = { customerId: number } | { staffUserId: number };

/** Links that work once and for a while: password resets and staff invitations. */
export function createOneTimeTokens(db: Db, clock: Clock) {
  return {
    /** The token for the link; only its hash is stored. `trx`: the transaction that also queues its mail. */
    async issue(purpose: OneTimeTokenPurpose, subject: Subject, validForMs: number, trx: Db = db) {
      const token = newSecretToken();
      const now = clock();
      const expiresAt = new Date(now.getTime() + validForMs);
      await trx
        .insertInto('oneTimeTokens')
        .values({
          tokenHash: hashOfToken(token),
          purpose,
          customerId: 'customerId' in subject ? subject.customerId : null,
          staffUserId: 'staffUserId' in subject ? subject.staffUserId : null,
          createdAt: now,
          expiresAt,
          usedAt: null,
        })
        .execute();
      return { token, expiresAt };
    },

    /** Uses the token up in one statement, so two redemptions racing each other cannot both succeed. */
    async redeem(purpose: OneTimeTokenPurpose, token: string) {
      const now = clock();
      const row = await db
        .updateTable('oneTimeTokens')
        .set({ usedAt: now })
        .where('tokenHash', '=', hashOfToken(token))
        .where('purpose', '=', purpose)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .returning(['customerId', 'staffUserId'])
        .executeTakeFirst();
      return row ?? null;
    },
  };
}

export type OneTimeTokens = ReturnType<typeof createOneTimeTokens>;
