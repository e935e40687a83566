// The requests of `npm run perf:load`: one cycle of 100 per connection, 80 browsing, 15 cart and 5 checkout,
// written as autocannon request objects. Each cycle is a new shopper (autocannon resets the context per cycle).
import { randomUUID } from 'node:crypto';

export { createRecorder, percentile } from './latency-recorder.mjs';

export const SCENARIOS = ['browsing', 'cart', 'checkout'];

export const shippingAddress = {
  firstName: 'Load',
  lastName: 'Tester',
  address1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  country: 'US',
  phone: '+1 (555) 123-4567',
};
export const orderDraft = {
  sameAsShipping: true,
  paymentMethod: { type: 'card' },
  cardholderName: 'Load Tester',
  termsAccepted: true,
  privacyPolicyAccepted: true,
  dataProcessingAccepted: true,
};
export const sandboxVisa = {
  number: '4242424242424242',
  expMonth: 12,
  expYear: new Date().getFullYear() + 2,
  cvc: '123',
};
const SEARCH_WORDS = ['tee', 'hoodie', 'vinyl', 'poster', 'panic', 'hero', 'beanie', 'pin'];

const codeOf = (body) => {
  try {
    return JSON.parse(body).code ?? '';
  } catch {
    return '';
  }
};

/** Carts and checkouts use variants with plenty of stock and no per-order limit, so nothing sells out mid-run. */
const PLENTY = 20;

/** The seeded catalog as the scenarios use it: product slugs, category slugs and variants with plenty of stock. */
export async function loadCatalog(baseUrl) {
  const products = (await (await fetch(`${baseUrl}/api/products?limit=100`)).json()).products;
  const categories = (await (await fetch(`${baseUrl}/api/categories`)).json()).categories;
  return {
    slugs: products.map((product) => product.slug),
    categories: categories.map((category) => category.slug),
    variants: products
      .filter((product) => product.maxPerOrder === null)
      .flatMap((product) =>
        product.variants
          .filter((variant) => variant.inventory.available >= PLENTY)
          .map((variant) => ({ productId: product.id, variantId: variant.id })),
      ),
  };
}

/** An autocannon request object; `browser` is the x-session-id the request carries, if any. */
function json(method, path, body, browser) {
  return {
    method,
    path,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(browser ? { 'x-session-id': browser } : {}),
    },
  };
}

/** An autocannon request that records its latency (and any refusal) under `scenario`. */
export function recordedStep(recorder, scenario, build, onBody) {
  return {
    setupRequest(request, context) {
      context.startedAt = performance.now();
      return { ...request, ...build(context) };
    },
    onResponse(status, body, context) {
      const ok = status >= 200 && status < 300;
      recorder.record(scenario, context.startedAt, ok ? undefined : `${status} ${codeOf(body)}`);
      if (ok && onBody) onBody(JSON.parse(body), context);
    },
  };
}

/**
 * One guest checkout as steps (`build`: context => request, `onBody`: what a step keeps of its answer), a new buyer
 * per autocannon cycle: a cart line of `nextVariant()`, the session, customer and address, the payment step, and
 * the order paid with the sandbox card for the total the payment step showed.
 */
export function checkoutJourney(nextVariant) {
  const buyer = (context) => (context.buyer ??= { browser: randomUUID(), checkout: randomUUID() });
  const session = (context) => `/api/checkout/session/${buyer(context).checkout}`;
  const keepShownPrice = ({ session: shown }, context) => {
    buyer(context).shown = { expectedTotal: shown.totals.total, priceVersion: shown.priceVersion };
  };
  return [
    { build: (c) => json('POST', '/api/cart/items', { ...nextVariant(), quantity: 1 }, buyer(c).browser) },
    { build: (c) => json('POST', '/api/checkout/session', { sessionId: buyer(c).checkout }, buyer(c).browser) },
    {
      build: (c) =>
        json(
          'PUT',
          session(c),
          { customer: { email: `load-${buyer(c).browser}@example.com` }, shippingAddress, shippingMethod: 'standard' },
          buyer(c).browser,
        ),
    },
    { build: (c) => json('PUT', `${session(c)}/order-draft`, orderDraft, buyer(c).browser), onBody: keepShownPrice },
    {
      build: (c) =>
        json(
          'POST',
          '/api/checkout/create-order',
          { sessionId: buyer(c).checkout, ...buyer(c).shown, card: sandboxVisa },
          buyer(c).browser,
        ),
    },
  ];
}

/**
 * `catalog` comes from loadCatalog(); checkouts take the variants in turn, one unit each, so no single variant
 * sells out during a run.
 */
export function loadCycle(catalog, recorder) {
  let counter = 0;
  const next = (list) => list[(counter += 1) % list.length];
  const step = (scenario, build, onBody) => recordedStep(recorder, scenario, build, onBody);

  const browsing = [
    () => json('GET', `/api/products?offset=${next([0, 12, 24])}`),
    () => json('GET', `/api/products?category=${next(catalog.categories)}&sort=price_asc`),
    () => json('GET', `/api/products/${next(catalog.slugs)}`),
    () => json('GET', '/api/categories?includeProductCount=true'),
    () => json('GET', `/api/search/suggestions?q=${next(SEARCH_WORDS)}`),
  ].map((build) => step('browsing', build));

  const cartBrowser = (context) => (context.cartBrowser ??= randomUUID());
  const cart = [
    step(
      'cart',
      (context) => {
        const line = next(catalog.variants);
        return json('POST', '/api/cart/items', { ...line, quantity: 1 }, cartBrowser(context));
      },
      (body, context) => (context.itemId = body.item.id),
    ),
    step('cart', (context) => json('PUT', `/api/cart/items/${context.itemId}`, { quantity: 2 }, cartBrowser(context))),
    step('cart', (context) => json('GET', '/api/cart', undefined, cartBrowser(context))),
  ];

  const checkout = checkoutJourney(() => next(catalog.variants)).map(({ build, onBody }) =>
    step('checkout', build, onBody),
  );

  // 20 blocks of four browsing requests and one cart or checkout request: 80 / 15 / 5.
  const others = [
    ...cart,
    ...checkout.slice(0, 1),
    ...cart,
    ...checkout.slice(1, 3),
    ...cart,
    ...cart,
    ...checkout.slice(3),
    ...cart,
  ];
  return others.flatMap((other, block) => [...browsing.slice(0, 4).map((_, i) => browsing[(block + i) % 5]), other]);
}
