import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  orderBalancePaidSchema,
  orderBalanceRedirectSchema,
  orderBalanceResponseSchema,
  PAYMENT_ERROR_MESSAGES,
  paymentConfigSchema,
} from '@ps/shared/schemas';
import { answer, answerError, mockServer, startMockApi } from '@ps/test-kit/mock-api';
import { renderWithKit } from '@ps/test-kit/render';
import { stripeJs } from '@ps/test-kit/stripe-js';
import AccountRoutes from '../../routes';
import { leaveForPayPal } from './leave-for-paypal';

vi.mock('./leave-for-paypal', () => ({ leaveForPayPal: vi.fn() }));
vi.mock('@stripe/stripe-js/pure', async () => (await import('@ps/test-kit/stripe-js')).stripeJsModule);
vi.mock('@stripe/react-stripe-js', async () => (await import('@ps/test-kit/stripe-js')).reactStripeJsModule);

const NUMBER = 'PS-2026-7KX4QM';
const BALANCE = `/api/orders/${NUMBER}/balance`;

startMockApi();
beforeEach(() => stripeJs.reset());
afterEach(() => {
  cleanup();
  mockServer.events.removeAllListeners();
});

/** A store on Stripe, a $12.50 balance, and the bodies the page posts to the balance route. */
function renderBalancePage() {
  mockServer.use(
    answer('get', '/api/checkout/payment-config', paymentConfigSchema, {
      provider: 'stripe',
      testMode: true,
      methods: ['card', 'apple_pay', 'google_pay'],
      publishableKey: 'pk_test_123',
    }),
    answer('get', BALANCE, orderBalanceResponseSchema, { orderNumber: NUMBER, amountDue: 12.5, total: 62.5 }),
  );
  const posted: unknown[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.method === 'POST')
      void request
        .clone()
        .json()
        .then((body: unknown) => posted.push(body));
  });
  renderWithKit(<AccountRoutes />, { path: `/account/orders/${NUMBER}/pay?token=link-token`, as: 'signed-out' });
  return posted;
}

const pay = async () => act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Pay $12.50' })));

describe('the balance page with Stripe', () => {
  it('takes the balance with the Payment Element the checkout uses, for the amount due', async () => {
    const posted = renderBalancePage();
    mockServer.use(answer('post', BALANCE, orderBalancePaidSchema, { orderNumber: NUMBER, amountPaid: 12.5 }));
    expect(await screen.findByTestId('payment-element')).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(stripeJs.elementsOptions.at(-1)).toMatchObject({ mode: 'payment', amount: 1250, currency: 'usd' });

    await pay();
    expect(await screen.findByText(`You paid $12.50 for the change to order ${NUMBER}.`)).toBeTruthy();
    expect(posted).toEqual([{ token: 'link-token', paymentMethodId: 'pm_card_visa', methodType: 'card' }]);
  });

  it('when a fan picks PayPal, then it is offered in the element and the page sends them to approve it, keeping the link for a retry', async () => {
    const posted = renderBalancePage();
    stripeJs.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_paypal_1', type: 'paypal' } });
    const redirectUrl = 'https://www.paypal.com/checkoutnow?token=fake';
    mockServer.use(answer('post', BALANCE, orderBalanceRedirectSchema, { redirectUrl }, { status: 202 }));
    await screen.findByTestId('payment-element');
    expect(stripeJs.elementsOptions.at(-1)).toMatchObject({ allowedPaymentMethodTypes: ['card', 'paypal'] });

    await pay();
    await waitFor(() => expect(leaveForPayPal).toHaveBeenCalledWith(redirectUrl));
    expect(posted).toEqual([{ token: 'link-token', paymentMethodId: 'pm_paypal_1', methodType: 'paypal' }]);
    expect(sessionStorage.getItem(`ps-balance-link:${NUMBER}`)).toBe('link-token');
  });

  it("shows the server's decline and keeps the form for another try", async () => {
    renderBalancePage();
    mockServer.use(
      answerError('post', BALANCE, 402, { code: 'CARD_DECLINED', message: PAYMENT_ERROR_MESSAGES.CARD_DECLINED }),
    );
    await screen.findByTestId('payment-element');
    await pay();
    expect((await screen.findByRole('alert')).textContent).toBe(PAYMENT_ERROR_MESSAGES.CARD_DECLINED);
    expect(screen.getByRole('button', { name: 'Pay $12.50' })).toHaveProperty('disabled', false);
  });
});
