import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UNREACHABLE } from '@ps/shared/api';
import type { Cart } from '@ps/shared/schemas';
import { answer, answerError, mockServer, startMockApi, typeOnly, unreachable } from '@ps/test-kit/mock-api';
import { renderWithKit } from '@ps/test-kit/render';
import { CheckoutLayout } from './checkout-layout';

const SESSION = '/api/checkout/session/:id';

startMockApi();
afterEach(cleanup);

function renderStep() {
  mockServer.use(
    answer('get', '/api/cart', typeOnly<Pick<Cart, 'items'>>(), { items: [] }),
    // The frame's support line; it fails alone and is not what these tests read.
    answerError('get', '/api/settings', 503, { code: 'SERVICE_UNAVAILABLE', message: 'Try later' }),
  );
  renderWithKit(
    <CheckoutLayout step="shipping" title="Shipping">
      {() => <p>The shipping form</p>}
    </CheckoutLayout>,
  );
}

describe('the checkout steps when the checkout could not be loaded', () => {
  it.each([
    {
      when: 'the server fails (500)',
      failure: answerError('get', SESSION, 500, { code: 'INTERNAL', message: 'Internal server error' }),
      says: "We couldn't load your checkout.",
    },
    {
      when: 'the server refuses (429)',
      failure: answerError('get', SESSION, 429, {
        code: 'RATE_LIMITED',
        message: 'Too many requests. Try again later.',
      }),
      says: 'Too many requests. Try again later.',
    },
    { when: 'the network fails', failure: unreachable('get', SESSION), says: UNREACHABLE },
  ])('when $when, then it says a sentence with Try Again, never the status line or JSON', async ({ failure, says }) => {
    mockServer.use(failure);
    renderStep();
    const alert = (await screen.findByRole('button', { name: 'Try Again' })).closest('[role="alert"]');
    expect(alert?.textContent).toBe(`${says} Try Again`);
  });
});
