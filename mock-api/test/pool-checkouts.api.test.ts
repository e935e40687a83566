import { expect, it } from 'vitest';
import { createOrderResponseSchema } from '@ps/shared/schemas';
import { checkoutClient, guest, orderDraft, shippingAddress } from './support/checkout-client';
import { createProduct } from './support/factories';
import { sampleOf, scrapeMetrics } from './support/metrics-text';
import { describeEachDatabase } from './support/suite';

const TOKEN = 'metrics-token-for-the-pool-checkouts-suite';
const SERIES = 'ps_db_pool_acquisitions_total';

describeEachDatabase(
  'pool connections a buyer journey takes (ps_db_pool_acquisitions_total)',
  (api) => {
    /**
     * The connections the one request `send` makes took from the pool, read from the counter of its route. Both
     * series move together when the answer is finished, which may be just after the client has it: the
     * request's own latency count says when.
     */
    async function checkoutsOf(method: string, route: string, send: () => Promise<Response>) {
      const read = async () => {
        const text = await scrapeMetrics(api, TOKEN);
        const answered = sampleOf(text, 'ps_http_request_duration_seconds_count', { method, route }) ?? 0;
        return { answered, checkouts: sampleOf(text, SERIES, { method, route }) ?? 0 };
      };
      const before = await read();
      const response = await send();
      expect(response.ok).toBe(true);
      await expect.poll(async () => (await read()).answered).toBe(before.answered + 1);
      return { response, checkouts: (await read()).checkouts - before.checkouts };
    }

    it('counts every step of one guest journey', async () => {
      const product = await createProduct(api.db);
      const line = { productId: product.id, variantId: product.variantIds[0] as number, quantity: 1 };
      const shopper = checkoutClient(api);
      const session = '/api/checkout/session/:sessionId';
      const steps = {
        emptyCart: await checkoutsOf('GET', '/api/cart/', () => shopper.cart.get()),
        createCart: await checkoutsOf('POST', '/api/cart/items', () => shopper.cart.add(line)),
        addLine: await checkoutsOf('POST', '/api/cart/items', () => shopper.cart.add(line)),
        createSession: await checkoutsOf('POST', '/api/checkout/session', () => shopper.createSession()),
        details: await checkoutsOf('PUT', session, () =>
          shopper.updateSession({ customer: guest(), shippingAddress, shippingMethod: 'standard' }),
        ),
        draft: await checkoutsOf('PUT', `${session}/order-draft`, () => shopper.saveDraft(orderDraft)),
        paymentPage: await checkoutsOf('GET', session, () => shopper.getSession()),
      };
      const order = await checkoutsOf('POST', '/api/checkout/create-order', () => shopper.createOrder());
      const { orderNumber } = createOrderResponseSchema.parse(await order.response.json());
      const confirmation = await checkoutsOf('GET', '/api/orders/:orderNumber', () =>
        shopper.lookUpOrder(orderNumber),
      );
      const cartAfter = await checkoutsOf('GET', '/api/cart/', () => shopper.cart.get());
      console.log((await scrapeMetrics(api, TOKEN)).split('\n').filter((l) => l.startsWith(SERIES)).join('\n'));
      console.log(
        api.driver,
        JSON.stringify({
          ...Object.fromEntries(Object.entries(steps).map(([k, v]) => [k, v.checkouts])),
          createOrder: order.checkouts,
          confirmation: confirmation.checkouts,
          cartAfter: cartAfter.checkouts,
        }),
      );
    });
  },
  { env: { METRICS_TOKEN: TOKEN }, overrides: { backgroundWork: false } },
);
