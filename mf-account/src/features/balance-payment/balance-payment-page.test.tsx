import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ORDER_EDIT_MESSAGES,
  orderBalanceResponseSchema,
  paymentConfigSchema,
  RETURN_MESSAGES,
} from '@ps/shared/schemas';
import { UNREACHABLE } from '@ps/shared/api';
import { answer, answerError, mockServer, startMockApi, unreachable } from '@ps/test-kit/mock-api';
import { renderWithKit } from '@ps/test-kit/render';
// The route table without the page's shared client, so each test starts with nothing loaded.
import { AccountRouteTable } from '../../routes';

const NUMBER = 'PS-2026-7KX4QM';
const BALANCE = `/api/orders/${NUMBER}/balance`;

startMockApi();
afterEach(cleanup);

function renderPayPage() {
  mockServer.use(
    answer('get', '/api/checkout/payment-config', paymentConfigSchema, {
      provider: 'sandbox',
      testMode: true,
      methods: ['card'],
    }),
  );
  renderWithKit(<AccountRouteTable />, { path: `/account/orders/${NUMBER}/pay?token=link-token`, as: 'signed-out' });
}

describe('the page a balance payment link opens', () => {
  it.each([
    {
      when: 'the link names no open balance (404)',
      status: 404,
      code: 'NOT_FOUND',
      says: ORDER_EDIT_MESSAGES.balanceLinkInvalid,
    },
    {
      when: 'the exchange was withdrawn (409)',
      status: 409,
      code: 'BALANCE_WITHDRAWN',
      says: RETURN_MESSAGES.balanceWithdrawn,
    },
    { when: 'the order was closed (409)', status: 409, code: 'ORDER_CLOSED', says: ORDER_EDIT_MESSAGES.orderClosed },
  ])('when $when, then it says there is nothing to pay', async ({ status, code, says }) => {
    mockServer.use(answerError('get', BALANCE, status, { code, message: says }));
    renderPayPage();
    expect(await screen.findByRole('heading', { name: 'Nothing to pay here' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(says);
  });

  it.each([
    {
      when: 'the server fails (500)',
      failure: answerError('get', BALANCE, 500, { code: 'INTERNAL', message: 'Internal server error' }),
      says: "We couldn't load what is due. Please try again.",
    },
    {
      when: 'too many lookups were made (429)',
      failure: answerError('get', BALANCE, 429, {
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Try again later.',
      }),
      says: 'Too many attempts. Try again later.',
    },
    { when: 'the network fails', failure: unreachable('get', BALANCE), says: UNREACHABLE },
  ])(
    'when $when, then it does not call the link invalid and Try again loads what is due',
    async ({ failure, says }) => {
      mockServer.use(failure);
      renderPayPage();
      expect((await screen.findByRole('alert')).textContent).toBe(says);
      expect(screen.queryByRole('heading', { name: 'Nothing to pay here' })).toBeNull();

      mockServer.use(
        answer('get', BALANCE, orderBalanceResponseSchema, { orderNumber: NUMBER, amountDue: 12.5, total: 80 }),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(
        await screen.findByText(`A change to order ${NUMBER} added $12.50. The order now comes to $80.00.`),
      ).toBeTruthy();
    },
  );
});
