import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSandboxProvider } from '../src/modules/payments/sandbox-provider';
import { cards, guest, readyToPay, viaServer } from './support/checkout-client';
import { createProduct } from './support/factories';
import { startFakeErrorIngest } from './support/fake-error-ingest';
import { describeEachDatabase } from './support/suite';

const SHOPPER_EMAIL = 'report-me-not@example.com';

/** The sandbox, failing the way an unexpected bug would: its message quotes the shopper. */
const explodingPayments = () => ({
  ...createSandboxProvider(),
  authorize: () => Promise.reject(new Error(`provider rejected ${SHOPPER_EMAIL} for order PS-2026-AB12CD`)),
});

describeEachDatabase('error reports from the server', (api) => {
  let ingest: Awaited<ReturnType<typeof startFakeErrorIngest>>;
  beforeAll(async () => {
    ingest = await startFakeErrorIngest();
  });
  afterAll(() => ingest.close());

  it('sends a 5xx to the SENTRY_DSN endpoint with its route and no personal data, and no 4xx', async () => {
    const reporting = viaServer(
      api,
      await api.startServer(
        { SENTRY_DSN: ingest.dsn, SENTRY_ENVIRONMENT: 'api-test' },
        { payments: explodingPayments(), backgroundWork: false },
      ),
    );
    expect((await reporting.fetch('/api/products/no-such-product')).status).toBe(404);
    const product = await createProduct(api.db);
    const line = { productId: product.id, variantId: product.variantIds[0] as number, quantity: 1 };
    const shopper = await readyToPay(reporting, [line], { customer: guest({ email: SHOPPER_EMAIL }) });
    const failed = await shopper.createOrder({ card: cards.visa }, { Cookie: 'ps_theme=cookie-secret' });
    expect(failed.status).toBe(500);

    await expect.poll(() => ingest.events.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    const [event] = ingest.events;
    expect(event?.environment).toBe('api-test');
    expect(event?.release).toMatch(/^panic-squad-api@/);
    expect(event?.tags?.route).toBe('/api/checkout/create-order');
    expect(event?.request).toMatchObject({ method: 'POST', url: '/api/checkout/create-order' });
    expect(event?.exception?.values?.[0]?.value).toBe('provider rejected [redacted] for order :orderNumber');
    const sent = ingest.raw.join('\n');
    for (const secret of [SHOPPER_EMAIL, 'PS-2026-AB12CD', 'cookie-secret', shopper.browserSessionId, '4242']) {
      expect(sent).not.toContain(secret);
    }
    // The 404 before it was never sent: only failures on our side are.
    expect(ingest.events).toHaveLength(1);
  });
});
