import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  checkoutSessionResponseSchema,
  type AddressInput,
  type CustomerInput,
  type OrderDraftBody,
} from '@ps/shared/schemas';
import { cartClient } from './cart-client';
import type { ApiTestContext } from './suite';

export const shippingAddress = {
  firstName: 'Jane',
  lastName: 'Doe',
  address1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  country: 'US',
  phone: '+1 (555) 123-4567',
} satisfies AddressInput;

let shoppers = 0;
/** A guest with an e-mail of their own, so lookups by e-mail never meet another test's orders. */
export const guest = (overrides: Partial<CustomerInput> = {}): CustomerInput => ({
  email: `fan-${process.pid}-${(shoppers += 1)}@example.com`,
  createAccount: false,
  marketingEmails: false,
  ...overrides,
});

export const orderDraft = {
  sameAsShipping: true,
  paymentMethod: { type: 'card' },
  cardholderName: 'Jane Doe',
  termsAccepted: true,
  privacyPolicyAccepted: true,
  dataProcessingAccepted: true,
} satisfies OrderDraftBody;

const card = (number: string) => ({ number, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' });
export const cards = {
  visa: card('4242 4242 4242 4242'),
  declined: card('4000 0000 0000 0002'),
  insufficientFunds: card('4000 0000 0000 9995'),
};

/** One shopper's browser: its session id on every call, and the id of its checkout. */
export function checkoutClient(api: ApiTestContext, browserSessionId: string = randomUUID()) {
  const checkoutSessionId = randomUUID();
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    api.fetch(path, {
      method,
      headers: {
        'x-session-id': browserSessionId,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const session = `/api/checkout/session/${checkoutSessionId}`;
  /** What the payment page sends: the total and price version it shows now (placeholders when there is none). */
  const shownPrice = async () => {
    const response = await call('GET', session);
    if (!response.ok) return { expectedTotal: 0, priceVersion: 'none' };
    const { session: shown } = checkoutSessionResponseSchema.parse(await response.json());
    return { expectedTotal: shown.totals.total, priceVersion: shown.priceVersion };
  };
  return {
    browserSessionId,
    checkoutSessionId,
    call,
    cart: cartClient(api, browserSessionId),
    createSession: () => call('POST', '/api/checkout/session', { sessionId: checkoutSessionId }),
    getSession: () => call('GET', session),
    updateSession: (body: unknown) => call('PUT', session, body),
    saveDraft: (body: unknown = orderDraft) => call('PUT', `${session}/order-draft`, body),
    shippingMethods: (address: unknown = shippingAddress) =>
      call('POST', '/api/checkout/shipping-methods', { address, items: [] }),
    shownPrice,
    createOrder: async (body: Record<string, unknown> = { card: cards.visa }, headers: Record<string, string> = {}) =>
      call(
        'POST',
        '/api/checkout/create-order',
        { sessionId: checkoutSessionId, ...(await shownPrice()), ...body },
        headers,
      ),
    listOrders: (query = '') => call('GET', `/api/orders${query}`),
    lookUpOrder: (orderNumber: string, query = '') => call('GET', `/api/orders/${orderNumber}${query}`),
  };
}

export type CheckoutClient = ReturnType<typeof checkoutClient>;

interface ReadyOptions {
  /** Check out again from this browser (its earlier orders stay in its history). */
  browserSessionId?: string;
  customer?: CustomerInput;
  shippingMethod?: 'standard' | 'express';
  address?: AddressInput;
  draft?: OrderDraftBody;
}

/** A browser with these lines in its cart and every checkout step saved: one call from an order. */
export async function readyToPay(
  api: ApiTestContext,
  lines: { productId: number; variantId: number; quantity: number }[],
  options: ReadyOptions = {},
): Promise<CheckoutClient> {
  const shopper = checkoutClient(api, options.browserSessionId);
  for (const line of lines) expect((await shopper.cart.add(line)).status).toBe(201);
  expect((await shopper.createSession()).status).toBe(201);
  const steps = await shopper.updateSession({
    customer: options.customer ?? guest(),
    shippingAddress: options.address ?? shippingAddress,
    shippingMethod: options.shippingMethod ?? 'standard',
  });
  expect(steps.status).toBe(200);
  expect((await shopper.saveDraft(options.draft ?? orderDraft)).status).toBe(200);
  return shopper;
}

/** The same suite, talking to another of its servers (one started with other settings). */
export function viaServer(api: ApiTestContext, baseUrl: string): ApiTestContext {
  return {
    get driver() {
      return api.driver;
    },
    get db() {
      return api.db;
    },
    baseUrl,
    get outboxDir() {
      return api.outboxDir;
    },
    fetch: (path, init) => fetch(`${baseUrl}${path}`, init),
    startServer: (env, overrides) => api.startServer(env, overrides),
  };
}
