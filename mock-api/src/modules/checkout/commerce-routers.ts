import type { Request } from 'express';
import type { AppDependencies } from '../../app';
import { createOrderService } from '../orders/service';
import { ordersRouter } from '../orders/routes';
import { paymentsRouter } from '../payments/routes';
import { createPaymentWebhookService } from '../payments/service';
import { perMinute, rateLimitByClient } from '../rate-limit/rate-limit';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { createCheckoutCompletion } from './complete-checkout';
import { createOrderPlacement } from './place-order';
import { checkoutRouter } from './routes';
import { createCheckoutService } from './service';

/**
 * Checkout, orders and the payment webhook share one completion (create-order and the
 * webhook must agree on "one order per paid checkout"), so they are built together.
 */
export function createCommerceRouters(
  { db, config, logger, payments }: AppDependencies,
  limiter: RateLimiter,
  signedInCustomerId: (req: Request) => Promise<number | null>,
) {
  const completion = createCheckoutCompletion({ db: db.kysely, payments, logger, siteUrl: config.publicUrl });
  const lookupLimit = rateLimitByClient(
    limiter,
    perMinute('order-lookups', config.orderLookupsPerMinute),
    'Too many order lookups. Please wait a minute and try again.',
  );
  // Each session can end up holding a payment and stock checks; a script must not make thousands.
  const sessionLimit = rateLimitByClient(
    limiter,
    perMinute('checkout-sessions', config.checkoutSessionsPerMinute),
    'Too many checkouts started. Please wait a minute and try again.',
  );
  return {
    /** Mount ahead of the JSON parser: the webhook needs the raw body. */
    payments: paymentsRouter(createPaymentWebhookService(payments, completion, logger)),
    checkout: checkoutRouter(
      createCheckoutService(db.kysely, payments),
      createOrderPlacement(db.kysely, payments, completion),
      sessionLimit,
      signedInCustomerId,
    ),
    orders: ordersRouter(createOrderService(db.kysely), lookupLimit, signedInCustomerId),
  };
}
