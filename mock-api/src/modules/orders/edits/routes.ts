import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import {
  orderAddressEditSchema,
  orderBalancePaymentSchema,
  orderBalanceQuerySchema,
  paymentReturnBodySchema,
} from '@ps/shared/schemas';
import { noStore } from '../../../http/cache-control';
import { parseBody, parseParams, parseQuery } from '../../../http/validate';
import { clientAddressOf } from '../../../platform/rate-limit/rate-limit';
import type { OrderService } from '../service';
import type { OrderEditService } from './service';

const orderNumberParamsSchema = z.object({ orderNumber: z.string().max(40) });

/**
 * The buyer's side of edits before shipping, under /api/orders: the shipping address while the
 * order is not packed yet, and the balance an edit left. The order's e-mail or the mailed link's
 * secret is the proof, never a cookie, so no CSRF token is needed; `lookupLimit` counts tries.
 */
export function orderEditsRouter(edits: OrderEditService, orders: OrderService, lookupLimit: RequestHandler): Router {
  const router = Router();
  router.use(noStore);
  router.put('/:orderNumber/shipping-address', lookupLimit, async (req, res) => {
    const { orderNumber } = parseParams(orderNumberParamsSchema, req);
    const { email, shippingAddress } = parseBody(orderAddressEditSchema, req);
    await edits.changeAddressAsCustomer(orderNumber, email, shippingAddress, clientAddressOf(req));
    res.json(await orders.lookUp({ orderNumber, email }));
  });
  router.get('/:orderNumber/balance', lookupLimit, async (req, res) => {
    const { orderNumber } = parseParams(orderNumberParamsSchema, req);
    const { token } = parseQuery(orderBalanceQuerySchema, req);
    res.json(await edits.showBalance(orderNumber, token));
  });
  router.post('/:orderNumber/balance', lookupLimit, async (req, res) => {
    const { orderNumber } = parseParams(orderNumberParamsSchema, req);
    const payment = parseBody(orderBalancePaymentSchema, req);
    const answer = await edits.payBalance(orderNumber, payment, clientAddressOf(req));
    res.status('redirectUrl' in answer ? 202 : 200).json(answer);
  });
  router.post('/:orderNumber/balance/payment-return', lookupLimit, async (req, res) => {
    const { orderNumber } = parseParams(orderNumberParamsSchema, req);
    const { paymentId } = parseBody(paymentReturnBodySchema, req);
    const { created, ...paid } = await edits.finishBalanceReturn(orderNumber, paymentId, clientAddressOf(req));
    res.status(created ? 201 : 200).json(paid);
  });
  return router;
}
