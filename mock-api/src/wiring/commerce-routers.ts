import type { Request } from 'express';
import type { Db } from '../db/tables';
import type { AppDependencies, SharedServices } from './dependencies';
import { orderEditsRouter, ordersRouter } from '../modules/orders';
import { createPaymentWebhookService, paymentsRouter } from '../modules/payments';
import { clientLimit, limitMiddleware, perMinute } from '../platform/rate-limit/rate-limit';
import {
  checkoutRouter,
  createCheckoutCompletion,
  createCheckoutService,
  createOrderPlacement,
  createPaymentReturn,
} from '../modules/checkout';

/**
 * Checkout, orders and the payment webhook share one completion (create-order and the
 * webhook must agree on "one order per paid checkout"), so they are built together.
 */
export function createCommerceRouters(
  { db, config, logger, payments }: AppDependencies,
  { limiter, settings, orders, orderEdits }: SharedServices,
  signedInCustomerId: (req: Request, connection?: Db) => Promise<number | null>,
) {
  const completion = createCheckoutCompletion({
    db: db.kysely,
    payments,
    logger,
    siteUrl: config.publicUrl,
    settings,
  });
  const lookupLimit = clientLimit(
    limiter,
    perMinute('order-lookups', config.orderLookupsPerMinute),
    'Too many order lookups. Please wait a minute and try again.',
  );
  // Each session can end up holding a payment and stock checks; a script must not make thousands.
  const sessionLimit = clientLimit(
    limiter,
    perMinute('checkout-sessions', config.checkoutSessionsPerMinute),
    'Too many checkouts started. Please wait a minute and try again.',
  );
  return {
    /** Mount ahead of the JSON parser: the webhook needs the raw body. */
    payments: paymentsRouter(createPaymentWebhookService(payments, completion, logger, orderEdits)),
    checkout: checkoutRouter(
      createCheckoutService(db.kysely, payments, settings),
      createOrderPlacement(db.kysely, payments, completion, settings),
      sessionLimit,
      signedInCustomerId,
      createPaymentReturn(db.kysely, payments, completion),
    ),
    orders: ordersRouter(orders, lookupLimit, signedInCustomerId),
    orderEdits: orderEditsRouter(orderEdits, orders, limitMiddleware(lookupLimit)),
  };
}
