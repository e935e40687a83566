import { sql } from 'kysely';
import type { Db } from '../../db/tables';

/** The only queries on a member's second factor, their recovery codes and the staff policy. */
export const twoFactorQueries = {
  async offerSecret(db: Db, staffUserId: number, secret: string): Promise<void> {
    await db.updateTable('staffUsers').set({ totpPendingSecret: secret }).where('id', '=', staffUserId).execute();
  },

  async enable(trx: Db, staffUserId: number, secret: string, step: number, at: Date): Promise<void> {
    await trx
      .updateTable('staffUsers')
      .set({ totpSecret: secret, totpPendingSecret: null, totpEnabledAt: at, totpLastStep: step, updatedAt: at })
      .where('id', '=', staffUserId)
      .execute();
  },

  async disable(trx: Db, staffUserId: number, at: Date): Promise<void> {
    await trx
      .updateTable('staffUsers')
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: at })
      .where('id', '=', staffUserId)
      .execute();
    await trx.deleteFrom('staffRecoveryCodes').where('staffUserId', '=', staffUserId).execute();
  },

  /**
   * Records the step of an accepted code, unless that step or a later one was accepted
   * before: one statement, so two requests racing with the same code cannot both pass.
   */
  async claimStep(db: Db, staffUserId: number, step: number): Promise<boolean> {
    const claimed = await db
      .updateTable('staffUsers')
      .set({ totpLastStep: step })
      .where('id', '=', staffUserId)
      .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', sql<string>`${step}`)]))
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  },

  async replaceRecoveryCodes(trx: Db, staffUserId: number, hashes: string[]): Promise<void> {
    await trx.deleteFrom('staffRecoveryCodes').where('staffUserId', '=', staffUserId).execute();
    await trx
      .insertInto('staffRecoveryCodes')
      .values(hashes.map((codeHash) => ({ staffUserId, codeHash, usedAt: null })))
      .execute();
  },

  /** Marks the code used if it is one of the member's unused ones; false otherwise. */
  async spendRecoveryCode(trx: Db, staffUserId: number, codeHash: string, at: Date): Promise<boolean> {
    const spent = await trx
      .updateTable('staffRecoveryCodes')
      .set({ usedAt: at })
      .where('staffUserId', '=', staffUserId)
      .where('codeHash', '=', codeHash)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    return Number(spent.numUpdatedRows) === 1;
  },

  async recoveryCodesLeft(db: Db, staffUserId: number): Promise<number> {
    const { left } = await db
      .selectFrom('staffRecoveryCodes')
      .where('staffUserId', '=', staffUserId)
      .where('usedAt', 'is', null)
      .select(sql<number>`count(*)::int`.as('left'))
      .executeTakeFirstOrThrow();
    return left;
  },

  async requireTwoFactor(db: Db): Promise<boolean> {
    const policy = await db.selectFrom('staffPolicy').select('requireTwoFactor').executeTakeFirst();
    return policy?.requireTwoFactor ?? false;
  },

  /** The policy before the change, locked, so the audit row tells what it really was. */
  async setRequireTwoFactor(trx: Db, required: boolean, at: Date): Promise<boolean> {
    const before = await trx.selectFrom('staffPolicy').select('requireTwoFactor').forUpdate().executeTakeFirst();
    await trx.updateTable('staffPolicy').set({ requireTwoFactor: required, updatedAt: at }).execute();
    return before?.requireTwoFactor ?? false;
  },
};
