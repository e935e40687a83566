import { Router } from 'express';
import type { SocialProof } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * GET /api/social-proof: how many fans joined the newsletter this week, counting only those who confirmed
 * their address (double opt-in) and are still subscribed. Cached briefly: it is a count.
 */
export function socialProofRouter(db: Db, now: () => Date = () => new Date()): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const row = await db
      .selectFrom('newsletterSubscribers')
      .select((eb) => eb.fn.countAll<string>().as('joined'))
      .where('confirmedAt', '>', new Date(now().getTime() - WEEK_MS))
      .where('unsubscribedAt', 'is', null)
      .executeTakeFirstOrThrow();
    const body: SocialProof = { joinedThisWeek: Number(row.joined) };
    res.set('Cache-Control', 'public, max-age=60').json(body);
  });
  return router;
}
