import { afterAll, beforeAll } from 'vitest';
import { checkoutSessionResponseSchema } from '@ps/shared/schemas';
import { readyToPay, viaServer, type CheckoutClient } from './checkout-client';
import { ordersOfCheckout, unitsLeft } from './checkout-state';
import { createProduct } from './factories';
import { startFakeStripe } from './fake-stripe';
import type { ApiTestContext } from './suite';

const WEBHOOK_SECRET = 'whsec_test_secret';

/**
 * A server of the suite configured for Stripe (test keys) whose Stripe client talks to
 * a local Stripe double; read `api`, `fake` and `webhookUrl` inside tests.
 */
export function useStripeServer(suite: ApiTestContext, env: Record<string, string> = {}) {
  let fake: Awaited<ReturnType<typeof startFakeStripe>> | undefined;
  let api: ApiTestContext | undefined;
  let baseUrl = '';
  beforeAll(async () => {
    fake = await startFakeStripe(WEBHOOK_SECRET);
    baseUrl = await suite.startServer({
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      ...env,
    });
    api = viaServer(suite, baseUrl);
  });
  afterAll(() => fake?.close());

  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('use the Stripe server inside tests');
    return value;
  };
  const stripe = {
    get api() {
      return ready(api);
    },
    get fake() {
      return ready(fake);
    },
    get webhookUrl() {
      return `${baseUrl}/api/payments/stripe/webhook`;
    },
    /** A browser ready to pay for one unit of a new product that has `stock` units. */
    async shopperWithStock(stock = 5, quantity = 1) {
      const product = await createProduct(stripe.api.db, { variants: [{ inventoryAvailable: stock }] });
      const variantId = product.variantIds[0] ?? 0;
      const shopper = await readyToPay(stripe.api, [{ productId: product.id, variantId, quantity }]);
      const state = async () => ({
        stock: await unitsLeft(stripe.api.db, variantId),
        orders: await ordersOfCheckout(stripe.api.db, shopper.checkoutSessionId),
      });
      return { shopper, state, variantId };
    },
    /** The session's total in cents, as the server computes it. */
    async totalCents(shopper: CheckoutClient) {
      const { session } = checkoutSessionResponseSchema.parse(await (await shopper.getSession()).json());
      return Math.round(session.totals.total * 100);
    },
    intentFor(shopper: CheckoutClient) {
      return [...stripe.fake.intents.values()].find(
        (intent) => intent.metadata.checkout_session_id === shopper.checkoutSessionId,
      );
    },
    /** The form the server sent Stripe to create the shopper's PaymentIntent. */
    intentCreationFor(shopper: CheckoutClient) {
      return stripe.fake.requests.find(
        (request) =>
          request.path === '/v1/payment_intents' &&
          (request.form.metadata as Record<string, string> | undefined)?.checkout_session_id ===
            shopper.checkoutSessionId,
      )?.form;
    },
    /** Signs and sends an event about a payment intent to the server's webhook. */
    sendWebhook(type: string, intentId: string, secret = WEBHOOK_SECRET) {
      return stripe.fake.sendWebhook(stripe.webhookUrl, type, intentId, secret);
    },
  };
  return stripe;
}
