import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createOrderResponseSchema, PAYMENT_ERROR_MESSAGES } from '@ps/shared/schemas';
import { answer, answerError, mockServer, startMockApi } from '@ps/test-kit/mock-api';
import { renderWithKit } from '@ps/test-kit/render';
import { useCheckoutSessionIdStore } from '../../lib/checkout-flow/checkout-session-id';
import { PaymentReturnPage } from './payment-return-page';

startMockApi();
afterEach(() => {
  cleanup();
  mockServer.events.removeAllListeners();
});

const RETURN = '/api/checkout/session/:id/payment-return';

/** The page as PayPal's return opens it, and the bodies it sent to the return route. */
function renderReturn(query = '?payment_intent=pi_123&redirect_status=succeeded') {
  const sent: { path: string; body: unknown }[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST') return;
    void request
      .clone()
      .json()
      .then((body: unknown) => sent.push({ path: new URL(request.url).pathname, body }));
  });
  const kit = renderWithKit(<PaymentReturnPage />, { path: `/checkout/return${query}` });
  return { ...kit, sent };
}

describe('the return page after PayPal', () => {
  it("asks the server to finish this checkout's payment, once, and shows the placed order", async () => {
    mockServer.use(answer('post', RETURN, createOrderResponseSchema, { orderNumber: 'PS-1001' }, { status: 201 }));
    const { address, sent } = renderReturn();
    expect(screen.getByTestId('payment-return-pending').textContent).toContain('placing your order');
    await waitFor(() => expect(address()).toBe('/checkout/success?order=PS-1001'));
    const sessionId = useCheckoutSessionIdStore.getState().sessionId;
    expect(sent).toEqual([
      { path: `/api/checkout/session/${sessionId}/payment-return`, body: { paymentId: 'pi_123' } },
    ]);
  });

  it('sends a cancelled or refused payment back to the payment step, whatever the query string says', async () => {
    mockServer.use(
      answerError('post', RETURN, 402, { code: 'PAYMENT_FAILED', message: PAYMENT_ERROR_MESSAGES.PAYMENT_FAILED }),
    );
    renderReturn();
    expect((await screen.findByTestId('payment-return-error')).textContent).toBe(PAYMENT_ERROR_MESSAGES.PAYMENT_FAILED);
    expect(screen.getByRole('heading', { name: 'PayPal did not take the payment' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose another payment method' }).getAttribute('href')).toBe(
      '/checkout/payment',
    );
    expect(screen.getByText('Nothing was charged and your cart is as you left it.')).toBeTruthy();
  });

  it("shows the server's reason when the order cannot be placed after all", async () => {
    mockServer.use(
      answerError('post', RETURN, 409, { code: 'CART_UNAVAILABLE', message: 'A shirt in your cart sold out.' }),
    );
    renderReturn();
    expect((await screen.findByTestId('payment-return-error')).textContent).toBe('A shirt in your cart sold out.');
    expect(screen.getByRole('heading', { name: 'Your order was not placed' })).toBeTruthy();
    // The hold was released, but that is the server's to say; the page claims nothing about the charge.
    expect(screen.queryByText(/Nothing was charged/)).toBeNull();
  });

  it('claims no payment when none is named, and leads back to the payment step', () => {
    renderReturn('');
    expect(screen.getByRole('heading', { name: 'No payment to finish' })).toBeTruthy();
    expect(screen.queryByTestId('payment-return-pending')).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose another payment method' })).toBeTruthy();
  });
});
