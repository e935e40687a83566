// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@ps/shared/router';
import { NEWSLETTER_MESSAGES } from '@ps/shared/schemas';
import { theme } from '@ps/shared/theme';
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
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/newsletter/confirm?token=abc']}>
          <ConfirmSubscriptionPage />
        </MemoryRouter>
      </ThemeProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' })));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${NEWSLETTER_MESSAGES.tooManyConfirmations} Try again in 37 seconds.`,
    );
    expect(screen.getByRole('button', { name: 'Confirm my subscription' })).toBeTruthy();
  });
});
