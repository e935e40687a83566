import type { Config } from '../../config';
import type { Db } from '../../db/tables';
import { systemClock } from '../../lib/clock';
import { createOneTimeTokens } from '../../platform/sessions/one-time-tokens';
import { createSessionStore } from '../../platform/sessions/session-store';
import { createStaffService } from './staff-service';

/** The staff service outside a request: at start (the first admin) and for `npm run staff`. */
export function staffServiceFor(db: Db, config: Pick<Config, 'publicUrl' | 'port'>) {
  return createStaffService({
    db,
    tokens: createOneTimeTokens(db, systemClock),
    sessions: createSessionStore(db, systemClock),
    siteUrl: config.publicUrl,
  });
}
