import type { shopSettingsBodySchema, ShopSettingsResponse } from '@ps/shared/schemas';
import type { z } from 'zod';
import { bumpFormVersion } from '../../platform/form-version/form-version-repository';
import type { Db } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import { createAuditLog } from '../../platform/audit/audit-log';
import { settingsQueries, type StoredSettings } from './settings-repository';
import { fromShopSettings, settingsChanges, toShopSettings } from './settings-record';
import type { SettingsStore } from './settings-store';

type ShopSettingsBody = z.output<typeof shopSettingsBodySchema>;

export interface SettingsActor {
  id: number;
  email: string;
  ip: string;
}

const toResponse = (stored: StoredSettings): ShopSettingsResponse => ({
  settings: toShopSettings(stored),
  updatedAt: stored.updatedAt?.toISOString() ?? null,
  updatedBy: stored.updatedBy,
  version: stored.version,
});

export function createSettingsService(db: Db, store: SettingsStore, clock: Clock) {
  return {
    async read(): Promise<ShopSettingsResponse> {
      return toResponse(await store.current());
    },

    /** The new row and the audit entry naming each changed field commit together. */
    async save(
      { expectedVersion, ...settings }: ShopSettingsBody,
      actor: SettingsActor,
    ): Promise<ShopSettingsResponse> {
      await store.current(); // makes sure the seed row exists
      const saved = await db.transaction().execute(async (trx) => {
        await bumpFormVersion(trx, { table: 'settings', id: true, what: 'The settings' }, expectedVersion);
        const before = await settingsQueries.lockForUpdate(trx);
        const after = await settingsQueries.save(trx, fromShopSettings(settings), actor.email, clock());
        const changes = before ? settingsChanges(toShopSettings(before), toShopSettings(after)) : null;
        // A save that changes nothing records nothing (decision 037), rather than a row with `changes: {}`.
        if (changes && Object.keys(changes).length === 0) return after;
        await createAuditLog(trx, clock).record({
          actor: { id: actor.id, email: actor.email },
          ip: actor.ip,
          action: 'PUT /api/admin/settings',
          changes,
        });
        return after;
      });
      return toResponse(saved);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
