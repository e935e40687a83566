import { Router } from 'express';
import { z } from 'zod';
import { orderLookupQuerySchema, ordersQuerySchema, SESSION_ID_HEADER, sessionIdSchema } from '@ps/shared/schemas';
import { noStore } from '../../http/cache-control';
import { sessionIdOf } from '../../http/session';
import { parseParams, parseQuery } from '../../http/validate';
import type { FixedWindowLimiter } from '../rate-limit/fixed-window-limiter';
import { rateLimitByIp } from '../rate-limit/rate-limit';
import type { OrderService } from './service';

const orderNumberParamsSchema = z.object({ orderNumber: z.string() });

/** Order history (this browser's orders) and lookup by number, for order detail and tracking. */
export function ordersRouter(service: OrderService, lookupLimiter: FixedWindowLimiter): Router {
  const router = Router();
  router.use(noStore);
  router.get('/', async (req, res) => {
    const owner = sessionIdOf(req);
    res.json(await service.listOwn(owner, parseQuery(ordersQuerySchema, req)));
  });
  router.get(
    '/:orderNumber',
    // Order numbers are short enough to guess at scale; the limit makes that slow.
    rateLimitByIp(lookupLimiter, 'Too many order lookups. Please wait a minute and try again.'),
    async (req, res) => {
      const { orderNumber } = parseParams(orderNumberParamsSchema, req);
      const { email } = parseQuery(orderLookupQuerySchema, req);
      // The session header is optional here: without it (or with a bad one) the caller is a stranger.
      const ownerSessionId = sessionIdSchema.safeParse(req.get(SESSION_ID_HEADER)).data;
      res.json(await service.lookUp({ orderNumber, ownerSessionId, email: email || undefined }));
    },
  );
  return router;
}
