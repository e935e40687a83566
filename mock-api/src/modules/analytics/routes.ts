import express, { Router, type RequestHandler } from 'express';
import { MAX_EVENTS_BODY_BYTES, type TrackEventsResponse } from '@ps/shared/schemas';
import { noStore } from '../../http/cache-control';
import { EVENT_BODY_TYPES, trackedEventsOf } from './events-body';
import { sameOriginOnly } from './same-origin-only';
import type { AnalyticsService } from './service';

/**
 * Mounted ahead of the API's JSON parser: events have their own, smaller body
 * limit and may come as text/plain. Nothing here sets a cookie or keeps the IP.
 */
export function analyticsRouter(service: AnalyticsService, eventsLimit: RequestHandler, publicUrl: string): Router {
  const router = Router();
  router.use(noStore);
  router.post(
    '/events',
    sameOriginOnly(publicUrl),
    eventsLimit,
    express.json({ type: EVENT_BODY_TYPES, limit: MAX_EVENTS_BODY_BYTES }),
    async (req, res) => {
      const body: TrackEventsResponse = { accepted: await service.record(trackedEventsOf(req)) };
      res.status(202).json(body);
    },
  );
  router.get('/summary', async (_req, res) => {
    res.json(await service.summary());
  });
  return router;
}
