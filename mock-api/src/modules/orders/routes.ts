import { Router, type Request } from 'express';
import { z } from 'zod';
import { orderLookupQuerySchema, ordersQuerySchema, SESSION_ID_HEADER, sessionIdSchema } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import { noStore } from '../../http/cache-control';
import { sessionIdOf } from '../../http/session';
import { parseParams, parseQuery } from '../../http/validate';
import type { ClientLimit } from '../../platform/rate-limit/rate-limit';
import type { OrderService } from './service';

const orderNumberParamsSchema = z.object({ orderNumber: z.string() });

/** Order history (this browser's orders) and lookup by number, for order detail and tracking. */
/** `lookupLimit` counts lookups per client: order numbers are short enough to guess at scale. */
export function ordersRouter(
  service: OrderService,
  lookupLimit: ClientLimit,
  signedInCustomerId: (req: Request, connection: Db) => Promise<number | null>,
): Router {
  const router = Router();
  router.use(noStore);
  router.get('/', async (req, res) => {
    const owner = sessionIdOf(req);
    res.json(await service.listOwn({ ownerSessionId: owner }, parseQuery(ordersQuerySchema, req)));
  });
  router.get('/:orderNumber', async (req, res) => {
    const { orderNumber } = parseParams(orderNumberParamsSchema, req);
    const { email } = parseQuery(orderLookupQuerySchema, req);
    // The session header is optional here: without it (or with a bad one) the caller is a stranger.
    const ownerSessionId = sessionIdSchema.safeParse(req.get(SESSION_ID_HEADER)).data;
    const admit = async (connection: Db) => {
      await lookupLimit(req, res, connection);
      return signedInCustomerId(req, connection);
    };
    res.json(await service.lookUp({ orderNumber, ownerSessionId, email: email || undefined }, admit));
  });
  return router;
}
