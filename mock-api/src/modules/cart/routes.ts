import { Router } from 'express';
import { z } from 'zod';
import {
  addCartItemBodySchema,
  applyPromoBodySchema,
  idParamSchema,
  updateCartItemBodySchema,
  type ClearCartResponse,
} from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import { noStore } from '../../http/cache-control';
import { sessionIdOf } from '../../http/session';
import { parseBody, parseParams } from '../../http/validate';
import type { ClientLimit } from '../../platform/rate-limit/rate-limit';
import type { CartService } from './service';

const itemParamsSchema = z.object({ itemId: idParamSchema });

/**
 * The session's cart (spec 2 §7); answers are never cached, since they change with every call.
 * `newCartLimit` counts, per client, the adds that create a cart: each is a row kept for days.
 */
export function cartRouter(service: CartService, newCartLimit: ClientLimit): Router {
  const router = Router();
  router.use(noStore);
  router.get('/', async (req, res) => {
    res.json(await service.getCart(sessionIdOf(req)));
  });
  router.delete('/', async (req, res) => {
    const body: ClearCartResponse = { cart: await service.clear(sessionIdOf(req)) };
    res.json(body);
  });
  router.post('/promo', async (req, res) => {
    const { code } = parseBody(applyPromoBodySchema, req);
    res.json(await service.applyPromo(sessionIdOf(req), code));
  });
  router.delete('/promo', async (req, res) => {
    res.json(await service.removePromo(sessionIdOf(req)));
  });
  router.post('/items', async (req, res) => {
    const sessionId = sessionIdOf(req);
    const body = parseBody(addCartItemBodySchema, req);
    const admitNewCart = (connection: Db) => newCartLimit(req, res, connection);
    res.status(201).json(await service.addItem(sessionId, body, admitNewCart));
  });
  router.put('/items/:itemId', async (req, res) => {
    const sessionId = sessionIdOf(req);
    const { itemId } = parseParams(itemParamsSchema, req);
    const { quantity } = parseBody(updateCartItemBodySchema, req);
    res.json(await service.updateItem(sessionId, itemId, quantity));
  });
  router.delete('/items/:itemId', async (req, res) => {
    const sessionId = sessionIdOf(req);
    const { itemId } = parseParams(itemParamsSchema, req);
    res.json(await service.removeItem(sessionId, itemId));
  });
  return router;
}
