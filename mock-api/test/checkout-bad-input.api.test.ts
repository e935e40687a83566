import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '@ps/shared/schemas';
import { checkoutClient, shippingAddress } from './support/checkout-client';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('checkout and orders: bad input', (api) => {
  it('answers every malformed request with a 4xx and the one error body, never a 5xx', async () => {
    const shopper = checkoutClient(api);
    await shopper.createSession();
    const session = `/api/checkout/session/${shopper.checkoutSessionId}`;
    const json = { 'Content-Type': 'application/json', 'x-session-id': shopper.browserSessionId };
    const cases: [string, string, RequestInit][] = [
      ['POST', '/api/checkout/session', { headers: { 'Content-Type': 'application/json' }, body: '{}' }],
      ['POST', '/api/checkout/session', { headers: json, body: '{"sessionId":42}' }],
      ['POST', '/api/checkout/session', { headers: json, body: '{"sessionId":' }],
      ['POST', '/api/checkout/session', { headers: { ...json, 'Content-Type': 'text/plain' }, body: 'hi' }],
      ['POST', '/api/checkout/session', { headers: { ...json, 'x-session-id': 'nope' }, body: '{}' }],
      ['GET', `/api/checkout/session/${randomUUID()}`, { headers: json }],
      ['GET', '/api/checkout/session/%00', { headers: json }],
      ['PUT', session, { headers: json, body: '[]' }],
      ['PUT', session, { headers: json, body: 'null' }],
      ['PUT', session, { headers: json, body: '{"customer":"me","sameAsShipping":"yes"}' }],
      ['PUT', session, { headers: json, body: `{"shippingAddress":{"firstName":"${'x'.repeat(200_000)}"}}` }],
      ['PUT', `${session}/order-draft`, { headers: json, body: '{"termsAccepted":"true"}' }],
      ['POST', '/api/checkout/shipping-methods', { headers: json, body: '{"address":null}' }],
      ['POST', '/api/checkout/validate-address', { headers: json, body: '"1 Main St"' }],
      ['POST', '/api/checkout/calculate-tax', { headers: json, body: '{"address":{},"amount":"10"}' }],
      [
        'POST',
        '/api/checkout/calculate-tax',
        { headers: json, body: `{"amount":1e308,"address":${JSON.stringify(shippingAddress)}}` },
      ],
      ['POST', '/api/checkout/create-order', { headers: json, body: '{}' }],
      [
        'POST',
        '/api/checkout/create-order',
        { headers: json, body: `{"sessionId":"${shopper.checkoutSessionId}","card":{"number":"abcd"}}` },
      ],
      ['POST', '/api/checkout/create-order', { headers: { ...json, 'Idempotency-Key': 'x'.repeat(300) }, body: '{}' }],
      ['POST', '/api/checkout/create-order', { headers: json, body: `{"sessionId":"${shopper.checkoutSessionId}"}` }],
      ['GET', '/api/orders?limit=-1&offset=x', { headers: json }],
      ['GET', '/api/orders?status=lost', { headers: json }],
      ['GET', '/api/orders', {}],
      ['GET', '/api/orders/PS-2026-ABCDEF?email=x'.padEnd(200, 'x'), {}],
      ['POST', '/api/payments/stripe/webhook', { body: '{"type":"payment_intent.succeeded"}' }],
    ];
    for (const [method, path, init] of cases) {
      const response = await api.fetch(path, { method, ...init });
      const label = `${method} ${path.slice(0, 60)} ${String(init.body ?? '').slice(0, 60)}`;
      expect(response.status, label).toBeGreaterThanOrEqual(400);
      expect(response.status, label).toBeLessThan(500);
      expect(apiErrorBodySchema.safeParse(await response.json()).success, label).toBe(true);
    }
  });
});
