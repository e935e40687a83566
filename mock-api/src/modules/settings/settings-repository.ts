import type { Db } from '../../db/tables';
import type { SettingsRecord } from './settings-record';

const COLUMNS = [
  'shopName',
  'supportEmail',
  'supportPhone',
  'shopAddress',
  'freeShippingThresholdCents',
  'lowStockThreshold',
  'returnWindowDays',
  'band',
  'updatedAt',
  'updatedBy',
  'version',
] as const;

export type StoredSettings = SettingsRecord & { updatedAt: Date | null; updatedBy: string | null; version: number };

/** The one settings row; every query here reads or writes it whole. */
export const settingsQueries = {
  find(db: Db): Promise<StoredSettings | undefined> {
    return db.selectFrom('settings').select(COLUMNS).executeTakeFirst();
  },

  /** The first process to start writes the seed; later ones, and later starts, leave the row alone. */
  async seed(db: Db, seed: SettingsRecord): Promise<void> {
    await db
      .insertInto('settings')
      .values(seed)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  },

  /** The row before the save, locked, so a save and its audit diff agree. */
  lockForUpdate(db: Db): Promise<StoredSettings | undefined> {
    return db.selectFrom('settings').select(COLUMNS).forUpdate().executeTakeFirst();
  },

  async save(db: Db, settings: SettingsRecord, updatedBy: string, now: Date): Promise<StoredSettings> {
    return db
      .updateTable('settings')
      .set({ ...settings, updatedAt: now, updatedBy })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
  },
};
