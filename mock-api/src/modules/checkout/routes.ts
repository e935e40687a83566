import { Router, type Request, type Response } from 'express';
import {
  calculateTaxBodySchema,
  addressSchema,
  checkoutSessionIdSchema,
  createCheckoutSessionBodySchema,
  createOrderBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  orderDraftBodySchema,
  paymentReturnBodySchema,
  shippingMethodsBodySchema,
  updateCheckoutSessionBodySchema,
  type CheckoutSession,
  type CheckoutSessionResponse,
  type CreateOrderResponse,
  type PaymentRedirectResponse,
} from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { noStore } from '../../http/cache-control';
import { sessionIdOf } from '../../http/session';
import { parseBody } from '../../http/validate';
import type { ClientLimit } from '../../platform/rate-limit/rate-limit';
import { checkoutSessionNotFound } from './checkout-errors';
import type { FinishPaymentReturn } from './payment-return';
import type { PlaceOrder } from './place-order';
import type { CheckoutService } from './service';

/** A malformed id names no session: 404 like any unknown one. */
function checkoutSessionIdOf(req: Request): string {
  const parsed = checkoutSessionIdSchema.safeParse(req.params.sessionId);
  if (!parsed.success) throw checkoutSessionNotFound();
  return parsed.data;
}

function idempotencyKeyOf(req: Request): string | undefined {
  const header = req.get(IDEMPOTENCY_KEY_HEADER);
  if (header === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) {
    throw AppError.validation(`The ${IDEMPOTENCY_KEY_HEADER} header ${parsed.error.issues[0]?.message}`, {
      [IDEMPOTENCY_KEY_HEADER]: parsed.error.issues[0]?.message ?? 'is invalid',
    });
  }
  return parsed.data;
}

/**
 * Checkout (spec 3 §7). Calls about a session or the cart need the browser's x-session-id.
 * `sessionLimit` counts new checkout sessions per client; `signedInCustomerId` names the
 * account of a signed-in shopper (its cookie), null for a guest.
 */
export function checkoutRouter(
  service: CheckoutService,
  placeOrder: PlaceOrder,
  sessionLimit: ClientLimit,
  signedInCustomerId: (req: Request, connection: Db) => Promise<number | null>,
  finishPaymentReturn: FinishPaymentReturn,
): Router {
  const router = Router();
  router.use(noStore);
  const sendSession = (res: Response, session: CheckoutSession) => {
    const body: CheckoutSessionResponse = { session };
    res.json(body);
  };

  router.get('/payment-config', (_req, res) => {
    res.json(service.paymentConfig());
  });
  router.post('/session', async (req, res) => {
    const owner = sessionIdOf(req);
    const { sessionId } = parseBody(createCheckoutSessionBodySchema, req);
    const admit = (connection: Db) => sessionLimit(req, res, connection);
    const { session, created } = await service.createSession(owner, sessionId, admit);
    sendSession(res.status(created ? 201 : 200), session);
  });
  router.get('/session/:sessionId', async (req, res) => {
    const owner = sessionIdOf(req);
    sendSession(res, await service.getSession(owner, checkoutSessionIdOf(req)));
  });
  router.put('/session/:sessionId', async (req, res) => {
    const owner = sessionIdOf(req);
    const id = checkoutSessionIdOf(req);
    const changes = parseBody(updateCheckoutSessionBodySchema, req);
    sendSession(res, await service.updateSession(owner, id, changes));
  });
  router.put('/session/:sessionId/order-draft', async (req, res) => {
    const owner = sessionIdOf(req);
    const id = checkoutSessionIdOf(req);
    const draft = parseBody(orderDraftBodySchema, req);
    sendSession(res, await service.saveOrderDraft(owner, id, draft));
  });
  router.post('/shipping-methods', async (req, res) => {
    const owner = sessionIdOf(req);
    parseBody(shippingMethodsBodySchema, req);
    res.json(await service.shippingMethods(owner));
  });
  router.post('/validate-address', (req, res) => {
    res.json(service.validateAddress(parseBody(addressSchema, req)));
  });
  router.post('/calculate-tax', (req, res) => {
    res.json(service.calculateTax(parseBody(calculateTaxBodySchema, req)));
  });
  router.post('/create-order', async (req, res) => {
    const owner = sessionIdOf(req);
    const idempotencyKey = idempotencyKeyOf(req);
    const body = parseBody(createOrderBodySchema, req);
    const placed = await placeOrder(owner, body, idempotencyKey, (connection) => signedInCustomerId(req, connection));
    if ('redirectUrl' in placed) {
      const redirect: PaymentRedirectResponse = { redirectUrl: placed.redirectUrl };
      res.status(202).json(redirect);
      return;
    }
    const response: CreateOrderResponse = { orderNumber: placed.orderNumber };
    res.status(placed.created ? 201 : 200).json(response);
  });
  router.post('/session/:sessionId/payment-return', async (req, res) => {
    const owner = sessionIdOf(req);
    const id = checkoutSessionIdOf(req);
    const { paymentId } = parseBody(paymentReturnBodySchema, req);
    const { orderNumber, created } = await finishPaymentReturn(owner, id, paymentId);
    const response: CreateOrderResponse = { orderNumber };
    res.status(created ? 201 : 200).json(response);
  });
  return router;
}
