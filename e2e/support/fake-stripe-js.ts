import type { Page } from '@playwright/test';

/*
 * A test double of Stripe.js (js.stripe.com is not reachable offline), served in its place. It implements only
 * what the Payment Element integration calls (`@stripe/stripe-js`'s loader, `@stripe/react-stripe-js`'s
 * Elements and PaymentElement, elements.submit, stripe.createPaymentMethod): the "Payment Element" is radio
 * buttons naming test payment methods the local Stripe API double knows (a Visa, a Visa from a Google Pay
 * sheet, a declined Visa, and a PayPal account when the Elements options allow 'paypal'), and the payment
 * method it makes is the one picked. It never talks to a server;
 * the site's own server confirms the payment against the Stripe API double, as it would against Stripe.
 */
const FAKE_STRIPE_JS = String.raw`(() => {
  const METHODS = [
    { id: 'pm_card_visa', label: 'Test Visa ending in 4242', wallet: null },
    { id: 'pm_google_pay_visa', label: 'Test Google Pay (Visa ending in 4242)', wallet: 'google_pay' },
    { id: 'pm_card_chargeDeclined', label: 'Test Visa ending in 0002 (declined)', wallet: null },
    { id: 'pm_paypal', label: 'Test PayPal account', type: 'paypal' },
  ];
  const seen = (window.__fakeStripe = { publishableKeys: [], elementsOptions: [] });
  let picked = () => METHODS[0];
  function paymentElement(options) {
    const allowed = options.allowedPaymentMethodTypes || ['card'];
    const offered = METHODS.filter((method) => allowed.includes(method.type || 'card'));
    const handlers = {};
    const emit = (event, payload) => (handlers[event] || []).forEach((handler) => handler(payload));
    return {
      mount(target) {
        const node = typeof target === 'string' ? document.querySelector(target) : target;
        const field = document.createElement('fieldset');
        field.setAttribute('data-testid', 'fake-payment-element');
        const legend = document.createElement('legend');
        legend.textContent = 'Stripe test double';
        field.append(legend);
        for (const [index, method] of offered.entries()) {
          const label = document.createElement('label');
          const radio = Object.assign(document.createElement('input'), {
            type: 'radio', name: 'fake-stripe-method', value: method.id, checked: index === 0,
          });
          label.append(radio, ' ' + method.label);
          field.append(label);
        }
        node.append(field);
        picked = () => METHODS.find((method) => method.id === field.querySelector('input:checked').value);
        setTimeout(() => emit('ready', { elementType: 'payment' }));
      },
      on(event, handler) { (handlers[event] = handlers[event] || []).push(handler); return this; },
      off(event, handler) { handlers[event] = (handlers[event] || []).filter((each) => each !== handler); return this; },
      update() {}, focus() {}, blur() {}, clear() {}, collapse() {}, unmount() {}, destroy() {},
    };
  }
  function Stripe(publishableKey) {
    seen.publishableKeys.push(publishableKey);
    return {
      elements(options) {
        seen.elementsOptions.push(options);
        return {
          create: () => paymentElement(options),
          update(next) { seen.elementsOptions.push({ ...options, ...next }); },
          submit: async () => ({}),
          getElement: () => null,
        };
      },
      async createPaymentMethod() {
        const method = picked();
        if (method.type === 'paypal') {
          return { paymentMethod: { id: method.id, object: 'payment_method', type: 'paypal', paypal: {} } };
        }
        const card = { brand: 'visa', last4: method.id.endsWith('Declined') ? '0002' : '4242' };
        return {
          paymentMethod: {
            id: method.id, object: 'payment_method', type: 'card',
            card: { ...card, wallet: method.wallet ? { type: method.wallet } : null },
          },
        };
      },
      createToken: async () => ({}),
      confirmCardPayment: async () => ({}),
      registerAppInfo() {},
      _registerWrapper() {},
    };
  }
  Stripe.version = 3;
  window.Stripe = Stripe;
})();`;

/** Serves the double for every js.stripe.com script this page asks for; returns how many were asked for. */
export async function serveFakeStripeJs(page: Page): Promise<() => number> {
  let requests = 0;
  await page.route('https://js.stripe.com/**', (route) => {
    requests += 1;
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_STRIPE_JS });
  });
  return () => requests;
}

/** What the page handed the double: publishable keys and the Elements options. */
export const fakeStripeSeen = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __fakeStripe: { publishableKeys: string[]; elementsOptions: object[] } }).__fakeStripe,
  );
