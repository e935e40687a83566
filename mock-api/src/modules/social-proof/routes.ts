import { Router } from 'express';
import type { SocialProof } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import { countConfirmedSubscribersSince, countShippedOrders } from './repository';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * GET /api/social-proof: how many fans joined the newsletter this week, counting only those who confirmed
 * their address (double opt-in) and are still subscribed, and how many orders have shipped. Cached
 * briefly: they are counts.
 */
export function socialProofRouter(db: Db, now: () => Date = () => new Date()): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    const [joinedThisWeek, ordersShipped] = await Promise.all([
      countConfirmedSubscribersSince(db, new Date(now().getTime() - WEEK_MS)),
      countShippedOrders(db),
    ]);
    const body: SocialProof = { joinedThisWeek, ordersShipped };
    res.set('Cache-Control', 'public, max-age=60').json(body);
  });
  return router;
}
