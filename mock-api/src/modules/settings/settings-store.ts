import type { DatabaseHandle } from '../../db/database';
import type { Logger } from '../../logger';
import { settingsQueries, type StoredSettings } from './settings-repository';
import type { SettingsRecord } from './settings-record';

/** Announced by the trigger of migration 0017 whenever a change to the settings row commits. */
export const SETTINGS_CHANGED_CHANNEL = 'settings_changed';

export interface SettingsStore {
  /** The stored settings, from memory unless they changed since the last read. */
  current(): Promise<StoredSettings>;
}

/**
 * Every quote, cart and page footer reads the settings, and staff change them rarely, so
 * each process keeps the row until the database says it changed (decision 015). Until
 * the database is heard listening, every read goes to the row, so no change goes unseen.
 */
export function createSettingsStore(db: DatabaseHandle, seed: SettingsRecord, logger: Logger): SettingsStore {
  let cached: StoredSettings | undefined;
  let generation = 0;
  let listening = false;

  const forget = () => {
    generation += 1;
    cached = undefined;
  };
  db.listen(SETTINGS_CHANGED_CHANNEL, {
    notify: forget,
    live(live) {
      forget();
      listening = live;
    },
  }).catch((error: unknown) => {
    logger.error({ err: error }, 'cannot listen for settings changes; settings will be read on every use');
  });

  async function load(): Promise<StoredSettings> {
    const stored = await settingsQueries.find(db.kysely);
    if (stored) return stored;
    // A database migrated but never started by a server (some tests): the seed, as a start would write it.
    await settingsQueries.seed(db.kysely, seed);
    return (await settingsQueries.find(db.kysely)) ?? { ...seed, updatedAt: null, updatedBy: null, version: 1 };
  }

  return {
    async current() {
      if (listening && cached) return cached;
      const readIn = generation;
      const loaded = await load();
      // A read that overlapped a change may hold the old row: used once, not kept.
      if (listening && generation === readIn) cached = loaded;
      return loaded;
    },
  };
}
