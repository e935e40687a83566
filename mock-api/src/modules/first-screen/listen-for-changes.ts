import type { DatabaseHandle } from '../../db/database';
import type { Logger } from '../../logger';
import { CATALOG_CHANGED_CHANNEL } from '../catalog-cache/catalog-response-cache';
import { SETTINGS_CHANGED_CHANNEL } from '../settings/settings-store';
import type { FirstScreenCache } from './first-screen-cache';

/** Announced by the trigger of migration 0029: tour dates, the hub's posts and moments, fan photos. */
export const FAN_CONTENT_CHANGED_CHANNEL = 'fan_content_changed';

/** Everything a first screen shows is announced on one of these when it changes. */
const CHANNELS = [CATALOG_CHANGED_CHANNEL, SETTINGS_CHANGED_CHANNEL, FAN_CONTENT_CHANGED_CHANNEL];

/**
 * Drops every cached first screen on a change to anything one shows, and keeps screens only
 * while all channels are heard: a change missed on one would leave its screens stale.
 */
export function listenForChanges(db: DatabaseHandle, cache: FirstScreenCache, logger: Logger): void {
  const live = new Set<string>();
  for (const channel of CHANNELS) {
    db.listen(channel, {
      notify: cache.invalidate,
      live(isLive) {
        if (isLive) live.add(channel);
        else live.delete(channel);
        cache.setEnabled(live.size === CHANNELS.length);
      },
    }).catch((error: unknown) =>
      logger.error({ err: error, channel }, 'cannot listen for changes; first screens will not be kept'),
    );
  }
}
