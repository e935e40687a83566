import type { Db } from '../../db/tables';
import { systemClock } from '../../lib/clock';
import type { Logger } from '../../logger';
import { createRateLimiter } from '../rate-limit/rate-limiter';
import { createSessionStore } from './session-store';

const EVERY_15_MINUTES = 15 * 60 * 1000;

/** Deletes expired sessions and rate-limit windows now and then; harmless when several replicas do it. */
export function startSignInMaintenance(db: Db, logger: Logger): () => void {
  const sessions = createSessionStore(db, systemClock);
  const limiter = createRateLimiter(db, systemClock);
  const timer = setInterval(() => {
    Promise.all([sessions.sweep(), limiter.sweep()]).catch((error: unknown) =>
      logger.error({ err: error }, 'could not delete expired sessions'),
    );
  }, EVERY_15_MINUTES);
  timer.unref();
  return () => clearInterval(timer);
}
