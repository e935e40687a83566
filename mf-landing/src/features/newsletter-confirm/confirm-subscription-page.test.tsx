import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_MESSAGES } from '@ps/shared/schemas';
import { renderWithKit } from '@ps/test-kit/render';
import { ConfirmSubscriptionPage } from './confirm-subscription-page';

const fetchMock = vi.fn<typeof fetch>();

describe('ConfirmSubscriptionPage', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('when the network is confirming too often, says when to try again and keeps the button', async () => {
    const busy = { code: 'RATE_LIMITED', message: NEWSLETTER_MESSAGES.tooManyConfirmations };
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify(busy), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '37' },
      }),
    );
    renderWithKit(<ConfirmSubscriptionPage />, { path: '/newsletter/confirm?token=abc' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' })));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${NEWSLETTER_MESSAGES.tooManyConfirmations} Try again in 37 seconds.`,
    );
    expect(screen.getByRole('button', { name: 'Confirm my subscription' })).toBeTruthy();
  });
});
