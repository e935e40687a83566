import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { orderBalancePaidSchema, PAYMENT_ERROR_MESSAGES } from '@ps/shared/schemas';
import { answer, answerError, mockServer, startMockApi } from '@ps/test-kit/mock-api';
import { renderWithKit } from '@ps/test-kit/render';
import AccountRoutes from '../../routes';

const NUMBER = 'PS-2026-7KX4QM';
const RETURN = `/api/orders/${NUMBER}/balance/payment-return`;

startMockApi();
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const renderReturn = (query: string) =>
  renderWithKit(<AccountRoutes />, { path: `/account/orders/${NUMBER}/pay/return${query}`, as: 'signed-out' });

describe('the page PayPal sends a balance payer back to', () => {
  it('when PayPal approved the payment, then the server records it and the page thanks the fan', async () => {
    mockServer.use(answer('post', RETURN, orderBalancePaidSchema, { orderNumber: NUMBER, amountPaid: 12.5 }));
    renderReturn('?payment_intent=pi_123&redirect_status=succeeded');
    expect(await screen.findByText(`You paid $12.50 for the change to order ${NUMBER}.`)).toBeTruthy();
  });

  it('when PayPal did not take it, then nothing was charged and the pay link kept in this tab is offered again', async () => {
    sessionStorage.setItem(`ps-balance-link:${NUMBER}`, 'link-token');
    mockServer.use(
      answerError('post', RETURN, 402, { code: 'PAYMENT_FAILED', message: PAYMENT_ERROR_MESSAGES.PAYMENT_FAILED }),
    );
    // The query string's status is not trusted: only the server's answer decides.
    renderReturn('?payment_intent=pi_123&redirect_status=succeeded');
    expect(await screen.findByRole('heading', { name: 'PayPal did not take the payment' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(PAYMENT_ERROR_MESSAGES.PAYMENT_FAILED);
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      `/account/orders/${NUMBER}/pay?token=link-token`,
    );
  });

  it('when no payment is named, then it says so and sends nothing', async () => {
    renderReturn('');
    expect(await screen.findByRole('heading', { name: 'Your payment was not finished' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This page finishes a PayPal payment, and none was named.');
  });
});
