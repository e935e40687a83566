import type { AppDependencies } from '../../app';
import { createOrderService } from '../orders/service';
import { ordersRouter } from '../orders/routes';
import { paymentsRouter } from '../payments/routes';
import { createPaymentWebhookService } from '../payments/service';
import { createFixedWindowLimiter } from '../rate-limit/fixed-window-limiter';
import { createCheckoutCompletion } from './complete-checkout';
import { createOrderPlacement } from './place-order';
import { checkoutRouter } from './routes';
import { createCheckoutService } from './service';

const ONE_MINUTE = 60_000;

/**
 * Checkout, orders and the payment webhook share one completion (create-order and the
 * webhook must agree on "one order per paid checkout"), so they are built together.
 */
export function createCommerceRouters({ db, config, logger, payments }: AppDependencies) {
  const completion = createCheckoutCompletion({ db: db.kysely, payments, logger, siteUrl: config.publicUrl });
  const lookupLimiter = createFixedWindowLimiter({ limit: config.orderLookupsPerMinute, windowMs: ONE_MINUTE });
  const sessionLimiter = createFixedWindowLimiter({ limit: config.checkoutSessionsPerMinute, windowMs: ONE_MINUTE });
  return {
    /** Mount ahead of the JSON parser: the webhook needs the raw body. */
    payments: paymentsRouter(createPaymentWebhookService(payments, completion, logger)),
    checkout: checkoutRouter(
      createCheckoutService(db.kysely, payments),
      createOrderPlacement(db.kysely, payments, completion),
      sessionLimiter,
    ),
    orders: ordersRouter(createOrderService(db.kysely), lookupLimiter),
  };
}
