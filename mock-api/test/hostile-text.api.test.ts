import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SAFE_TEXT_MESSAGE } from '@ps/shared/schemas';
import { expectError } from './support/cart-client';
import { checkoutClient, guest, orderDraft, shippingAddress } from './support/checkout-client';
import { createProduct } from './support/factories';
import { describeEachDatabase } from './support/suite';

/** What PostgreSQL refuses to store: a NUL character, and half an emoji (a lone surrogate). */
const HOSTILE = { 'a NUL character': 'Ja\u0000ne', 'a lone surrogate': 'Jane \uD83D' };

const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describeEachDatabase('text the database cannot store', (api) => {
  const analyticsEvent = (metadata: Record<string, unknown>) => ({
    eventType: 'click',
    elementId: 'hero-cta',
    timestamp: new Date().toISOString(),
    sessionId: randomUUID(),
    metadata,
  });

  describe.each(Object.entries(HOSTILE))('with %s', (_name, text) => {
    it('refuses it in a checkout address with 400 and the field, and saves nothing', async () => {
      const shopper = checkoutClient(api);
      const product = await createProduct(api.db);
      await shopper.cart.add({ productId: product.id, variantId: product.variantIds[0] ?? 0, quantity: 1 });
      expect((await shopper.createSession()).status).toBe(201);
      const response = await shopper.updateSession({
        customer: guest(),
        shippingAddress: { ...shippingAddress, firstName: text, city: text },
      });
      const body = await expectError(response, 400);
      expect(body.fields).toMatchObject({
        'shippingAddress.firstName': SAFE_TEXT_MESSAGE,
        'shippingAddress.city': SAFE_TEXT_MESSAGE,
      });
      const { session } = (await (await shopper.getSession()).json()) as { session: Record<string, unknown> };
      expect(session).toMatchObject({ customer: null, shippingAddress: null });
    });

    it('refuses it in order notes and the cardholder name', async () => {
      const shopper = checkoutClient(api);
      const product = await createProduct(api.db);
      await shopper.cart.add({ productId: product.id, variantId: product.variantIds[0] ?? 0, quantity: 1 });
      await shopper.createSession();
      const body = await expectError(
        await shopper.saveDraft({ ...orderDraft, orderNotes: text, cardholderName: text }),
        400,
      );
      expect(body.fields).toMatchObject({ orderNotes: SAFE_TEXT_MESSAGE, cardholderName: SAFE_TEXT_MESSAGE });
    });

    it('refuses it in a newsletter signup name', async () => {
      const response = await api.fetch(
        '/api/newsletter/signup',
        json('POST', { email: `fan-${randomUUID()}@example.com`, name: text }),
      );
      expect((await expectError(response, 400)).fields).toEqual({ name: SAFE_TEXT_MESSAGE });
    });

    it('refuses it in analytics event text and metadata, storing nothing', async () => {
      const event = { ...analyticsEvent({ label: text }), sectionName: text };
      const fromOwnPage = { 'Sec-Fetch-Site': 'same-origin' };
      const response = await api.fetch('/api/analytics/events', json('POST', { events: [event] }, fromOwnPage));
      const body = await expectError(response, 400);
      expect(Object.values(body.fields ?? {})).toContain(SAFE_TEXT_MESSAGE);
      const stored = await api.db
        .selectFrom('analyticsEvents')
        .select('id')
        .where('sessionId', '=', event.sessionId)
        .execute();
      expect(stored).toEqual([]);
    });
  });

  it.each([
    ['/api/products?search=cape%00', 'search'],
    ['/api/search/suggestions?q=ca%00pe', 'q'],
    ['/api/orders/PS-2026-ABCDEF?email=fan%00%40example.com', 'email'],
  ])('refuses a NUL character in the query %s with 400 naming %s', async (path, field) => {
    const body = await expectError(await api.fetch(path), 400);
    expect(body.fields?.[field]).toBe(SAFE_TEXT_MESSAGE);
  });

  it.each(['/api/products/cape%00hoodie', '/api/categories/ca%00pes', '/api/orders/PS-2026%00'])(
    'answers a NUL character in the path %s with a 4xx, never 500',
    async (path) => {
      const response = await api.fetch(path, { headers: { 'x-session-id': randomUUID() } });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    },
  );
});
