import { Router } from 'express';
import type { SocialProof } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * GET /api/social-proof: how many fans joined the newsletter this week, counting only those who confirmed
 * their address (double opt-in) and are still subscribed, and how many orders have shipped. Cached
 * briefly: they are counts.
 */
export function socialProofRouter(db: Db, now: () => Date = () => new Date()): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const [joined, shipped] = await Promise.all([
      db
        .selectFrom('newsletterSubscribers')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('confirmedAt', '>', new Date(now().getTime() - WEEK_MS))
        .where('unsubscribedAt', 'is', null)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('status', 'in', ['shipped', 'delivered'])
        .executeTakeFirstOrThrow(),
    ]);
    const body: SocialProof = { joinedThisWeek: Number(joined.count), ordersShipped: Number(shipped.count) };
    res.set('Cache-Control', 'public, max-age=60').json(body);
  });
  return router;
}
