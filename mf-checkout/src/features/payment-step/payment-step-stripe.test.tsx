import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PAYMENT_ERROR_MESSAGES,
  paymentConfigSchema,
  paymentRedirectResponseSchema,
  type CheckoutSession,
  type PaymentMethodType,
} from '@ps/shared/schemas';
import { answer, answerError, mockServer, startMockApi, typeOnly } from '@ps/test-kit/mock-api';
import { renderWithKit } from '@ps/test-kit/render';
import { stripeJs } from '@ps/test-kit/stripe-js';
import { leaveForPayment } from '../../lib/checkout-flow/leave-for-payment';
import { PaymentForm } from './payment-step';

vi.mock('@stripe/stripe-js/pure', async () => (await import('@ps/test-kit/stripe-js')).stripeJsModule);
vi.mock('../../lib/checkout-flow/leave-for-payment', () => ({ leaveForPayment: vi.fn() }));
vi.mock('@stripe/react-stripe-js', async () => (await import('@ps/test-kit/stripe-js')).reactStripeJsModule);

startMockApi();
beforeEach(() => {
  // The step keeps its ticked boxes as a draft; each test starts from none.
  window.localStorage.clear();
  stripeJs.reset();
  stripeJs.createPaymentMethod.mockResolvedValue({
    paymentMethod: { id: 'pm_from_google_pay', type: 'card', card: { wallet: { type: 'google_pay' } } },
  });
});
afterEach(() => {
  cleanup();
  mockServer.events.removeAllListeners();
});

const session = {
  id: 'checkout-1',
  priceVersion: 'v1',
  shippingAddress: null,
  totals: { itemCount: 1, subtotal: 34.99, shipping: 0, tax: 2.8, discount: 0, total: 37.79 },
} as unknown as CheckoutSession;

function renderStripeStep(methods: PaymentMethodType[] = ['card', 'apple_pay', 'google_pay']) {
  mockServer.use(
    answer('get', '/api/checkout/payment-config', paymentConfigSchema, {
      provider: 'stripe',
      testMode: true,
      methods,
      publishableKey: 'pk_test_123',
    }),
  );
  // What the page sent, by path: the order draft and the create-order body.
  const sent = new Map<string, unknown>();
  mockServer.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') return;
    void request
      .clone()
      .json()
      .then((body: unknown) => sent.set(new URL(request.url).pathname, body));
  });
  mockServer.use(answer('put', '/api/checkout/session/:id/order-draft', typeOnly<object>(), {}));
  renderWithKit(<PaymentForm session={session} billing={{ sameAsShipping: true }} />);
  return sent;
}

async function agreeAndPay() {
  fireEvent.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /how my personal data will be processed/ }));
  const pay = screen.getByRole('button', { name: 'Complete Order - $37.79' });
  await waitFor(() => expect(pay).toHaveProperty('disabled', false));
  await act(async () => fireEvent.click(pay));
}

describe('the payment step with Stripe', () => {
  it("mounts the Payment Element for the server's total, with no card fields of its own", async () => {
    renderStripeStep();
    expect(await screen.findByTestId('payment-element')).toBeTruthy();
    expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(stripeJs.elementsOptions.at(-1)).toMatchObject({
      mode: 'payment',
      amount: 3779,
      currency: 'usd',
      paymentMethodCreation: 'manual',
    });
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByTestId('absent-payment-methods').textContent).toContain("PayPal isn't offered");
  });

  it('pays with the payment method the element made, names the wallet in the draft and shows a decline', async () => {
    const sent = renderStripeStep();
    mockServer.use(
      answerError('post', '/api/checkout/create-order', 402, {
        code: 'CARD_DECLINED',
        message: PAYMENT_ERROR_MESSAGES.CARD_DECLINED,
      }),
    );
    await screen.findByTestId('payment-element');
    await agreeAndPay();

    expect((await screen.findByTestId('payment-error')).textContent).toContain(PAYMENT_ERROR_MESSAGES.CARD_DECLINED);
    expect(stripeJs.submit).toHaveBeenCalledTimes(1);
    expect(sent.get('/api/checkout/session/checkout-1/order-draft')).toMatchObject({
      paymentMethod: { type: 'google_pay' },
    });
    expect(sent.get('/api/checkout/create-order')).toEqual({
      sessionId: 'checkout-1',
      expectedTotal: 37.79,
      priceVersion: 'v1',
      paymentMethodId: 'pm_from_google_pay',
    });
  });

  it("shows Stripe.js's words when the element's fields are incomplete, and sends nothing", async () => {
    const sent = renderStripeStep();
    stripeJs.submit.mockResolvedValue({ error: { message: 'Your card number is incomplete.' } });
    await screen.findByTestId('payment-element');
    await agreeAndPay();

    expect((await screen.findByTestId('payment-error')).textContent).toContain('Your card number is incomplete.');
    expect(stripeJs.createPaymentMethod).not.toHaveBeenCalled();
    expect([...sent.keys()]).toEqual([]);
  });

  it('offers PayPal in the element when the server takes it, and sends the buyer where create-order says', async () => {
    const sent = renderStripeStep(['card', 'paypal', 'apple_pay', 'google_pay']);
    stripeJs.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_paypal_1', type: 'paypal' } });
    const redirectUrl = 'https://www.paypal.com/checkoutnow?token=fake';
    mockServer.use(
      answer('post', '/api/checkout/create-order', paymentRedirectResponseSchema, { redirectUrl }, { status: 202 }),
    );
    await screen.findByTestId('payment-element');
    expect(stripeJs.elementsOptions.at(-1)).toMatchObject({ allowedPaymentMethodTypes: ['card', 'paypal'] });
    expect(screen.queryByTestId('absent-payment-methods')).toBeNull();
    await agreeAndPay();

    await waitFor(() => expect(leaveForPayment).toHaveBeenCalledWith(redirectUrl));
    expect(sent.get('/api/checkout/session/checkout-1/order-draft')).toMatchObject({
      paymentMethod: { type: 'paypal' },
    });
    expect(screen.getByRole('button', { name: 'Processing Order...' })).toHaveProperty('disabled', true);
  });
});
