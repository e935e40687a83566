import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { capturedLog } from './support/captured-log';
import { cards, guest, readyToPay, shippingAddress, viaServer } from './support/checkout-client';
import { createProduct } from './support/factories';
import { waitForMail } from './support/outbox';
import { describeEachDatabase, type ApiTestContext } from './support/suite';

describeEachDatabase(
  'logs hold no credentials or personal data',
  (api) => {
    const log = capturedLog();
    let server: ApiTestContext;
    const secrets = {
      sessionId: randomUUID(),
      cookie: `ps_session=${randomUUID()}`,
      csrfToken: `csrf-${randomUUID()}`,
      authorization: `Bearer ${randomUUID()}`,
      lookupEmail: `lookup-${randomUUID()}@example.com`,
      signupEmail: `signup-${randomUUID()}@example.com`,
      buyerEmail: `buyer-${randomUUID()}@example.com`,
      unsubscribeToken: `token${randomUUID()}`,
      phone: '+1 (555) 987-6543',
      street: '12 Hidden Lane',
      forwardedAddress: '203.0.113.42',
    };
    /** Known once the order is placed: the order number and the checkout id name one shopper's order. */
    const identifiers: Record<string, string> = {};

    beforeAll(async () => {
      server = viaServer(api, await api.startServer({ LOG_LEVEL: 'info' }, { logger: log.logger }));
      const credentials = {
        'x-session-id': secrets.sessionId,
        cookie: secrets.cookie,
        'x-csrf-token': secrets.csrfToken,
        authorization: secrets.authorization,
      };
      await server.fetch('/api/cart', { headers: { ...credentials, 'x-forwarded-for': secrets.forwardedAddress } });
      await server.fetch(`/api/orders/PS-2026-ABCDEF?email=${encodeURIComponent(secrets.lookupEmail)}`);
      await server.fetch(`/api/newsletter/unsubscribe?token=${secrets.unsubscribeToken}`);
      await server.fetch('/api/newsletter/signup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Referer: `http://shop.example/?email=${secrets.lookupEmail}` },
        body: JSON.stringify({ email: secrets.signupEmail }),
      });
      const product = await createProduct(api.db);
      const shopper = await readyToPay(
        server,
        [{ productId: product.id, variantId: product.variantIds[0] ?? 0, quantity: 1 }],
        {
          browserSessionId: secrets.sessionId,
          customer: guest({ email: secrets.buyerEmail }),
          address: { ...shippingAddress, phone: secrets.phone, address1: secrets.street },
        },
      );
      const order = await shopper.createOrder({ card: cards.visa });
      expect(order.status).toBe(201);
      identifiers.orderNumber = ((await order.json()) as { orderNumber: string }).orderNumber;
      identifiers.checkoutId = shopper.checkoutSessionId;
      expect((await shopper.lookUpOrder(identifiers.orderNumber)).status).toBe(200);
      expect((await shopper.getSession()).status).toBe(200);
      await waitForMail(server.outboxDir, (eml) => eml.includes(secrets.buyerEmail));
      await waitForMail(server.outboxDir, (eml) => eml.includes(secrets.signupEmail));
    });

    it.each(Object.entries(secrets))('never writes the %s', (_name, value) => {
      expect(log.text()).toContain('"msg":"mail sent"');
      expect(log.text()).not.toContain(value);
    });

    it.each(['orderNumber', 'checkoutId'])('never writes the %s, in any case', (name) => {
      const value = identifiers[name] ?? '';
      expect(value).not.toBe('');
      expect(log.text().toLowerCase()).not.toContain(value.toLowerCase());
    });

    it('writes access lines with no client address and no headers at all', () => {
      const accessLines = log
        .text()
        .split('\n')
        .filter((line) => line.includes('"msg":"request completed"'));
      expect(accessLines.length).toBeGreaterThan(5);
      for (const line of accessLines) {
        expect(line).not.toMatch(/remoteAddress|headers|127\.0\.0\.1|203\.0\.113/);
      }
    });

    it('writes no e-mail address at all', () => {
      expect(log.text()).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
    });

    it('keeps the access lines of one session together under a short hash', () => {
      const sessions = log
        .text()
        .split('\n')
        .filter((line) => line.includes('"msg":"request completed"') && line.includes('/api/cart'))
        .map((line) => (JSON.parse(line) as { session?: string }).session);
      expect(sessions.length).toBeGreaterThan(1);
      expect(new Set(sessions)).toEqual(new Set([expect.stringMatching(/^[0-9a-f]{12}$/)]));
    });
  },
  // Only the logged server dispatches mail, so its log holds every "mail sent" line.
  { drivers: ['pglite'], overrides: { backgroundWork: false } },
);
