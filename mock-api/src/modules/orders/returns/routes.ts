import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import {
  idParamSchema,
  orderLookupQuerySchema,
  returnRequestSchema,
  returnWithdrawalSchema,
  SESSION_ID_HEADER,
  sessionIdSchema,
} from '@ps/shared/schemas';
import { noStore } from '../../../http/cache-control';
import { parseBody, parseParams, parseQuery } from '../../../http/validate';
import { clientAddressOf } from '../../../platform/rate-limit/rate-limit';
import type { ReturnService } from './return-service';

const paramsSchema = z.object({ orderNumber: z.string() });
const requestParamsSchema = paramsSchema.extend({ id: idParamSchema });

export interface ReturnRequesters {
  /** The signed-in customer, for reading their own order's requests. */
  signedInCustomerId: (req: Request) => Promise<number | null>;
  /** The signed-in customer when the request echoes their CSRF token: a write must prove it. */
  confirmedCustomer: (req: Request) => Promise<{ id: number } | null>;
}

const ownerSessionOf = (req: Request) => sessionIdSchema.safeParse(req.get(SESSION_ID_HEADER)).data;

/**
 * /api/orders/{orderNumber}/returns: a customer's returns and exchanges of a delivered order, for the
 * signed-in owner, the browser that placed it, or a guest with the order's e-mail (as the order lookup).
 * `lookupLimit` counts these with the lookups: order numbers are short enough to guess at scale.
 */
export function orderReturnsRouter(service: ReturnService, lookupLimit: RequestHandler, who: ReturnRequesters): Router {
  // Mounted at /orders beside the order routes: each route takes its own middleware, so theirs are not counted.
  const router = Router();
  router.get('/:orderNumber/returns', noStore, lookupLimit, async (req, res) => {
    const { orderNumber } = parseParams(paramsSchema, req);
    const { email } = parseQuery(orderLookupQuerySchema, req);
    const requester = {
      email: email || undefined,
      ownerSessionId: ownerSessionOf(req),
      customerId: await who.signedInCustomerId(req),
      ip: clientAddressOf(req),
    };
    res.json(await service.listOfOrder(orderNumber, requester));
  });
  router.post('/:orderNumber/returns', noStore, lookupLimit, async (req, res) => {
    const { orderNumber } = parseParams(paramsSchema, req);
    const { email, ...request } = parseBody(returnRequestSchema, req);
    const requester = {
      email: email || undefined,
      ownerSessionId: ownerSessionOf(req),
      customerId: (await who.confirmedCustomer(req))?.id ?? null,
      ip: clientAddressOf(req),
    };
    res.status(201).json({ return: await service.request(orderNumber, { email, ...request }, requester) });
  });
  router.post('/:orderNumber/returns/:id/withdraw', noStore, lookupLimit, async (req, res) => {
    const { orderNumber, id } = parseParams(requestParamsSchema, req);
    const { email, expectedVersion } = parseBody(returnWithdrawalSchema, req);
    const requester = {
      email: email || undefined,
      ownerSessionId: ownerSessionOf(req),
      customerId: (await who.confirmedCustomer(req))?.id ?? null,
      ip: clientAddressOf(req),
    };
    res.json({ return: await service.withdraw(orderNumber, id, expectedVersion, requester) });
  });
  return router;
}
