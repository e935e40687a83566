import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@ps/shared/schemas';
import { renderWithKit } from '@ps/test-kit/render';
import { StaffSignInPage } from './staff-sign-in-page';

const fetchMock = vi.fn<typeof fetch>();

const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const loginAnswers: Response[] = [];
/** The session answer gives the CSRF token; each sign-in takes the next queued answer. */
const answerRequests = async (url: RequestInfo | URL) =>
  String(url).endsWith('/session')
    ? jsonResponse(200, { user: null, csrfToken: 't' })
    : (loginAnswers.shift() ?? jsonResponse(500, {}));
const logins = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/login'));
const sentBody = (login: number) => JSON.parse(String(logins()[login]?.[1]?.body)) as unknown;

function renderPage() {
  renderWithKit(<StaffSignInPage />, { queryClient: new QueryClient() });
  fireEvent.change(screen.getByLabelText('Staff email'), { target: { value: 'crew@panicsquad.example' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'the right password' } });
}

const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));

describe('StaffSignInPage', () => {
  beforeEach(() => {
    fetchMock.mockImplementation(answerRequests);
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it(
    'when the account is slowed, says how long to wait and offers the two-factor code, which it then sends',
    { timeout: 20_000 },
    async () => {
      const slowed = { code: 'RATE_LIMITED', message: ACCOUNT_MESSAGES.signInSlowed };
      loginAnswers.push(jsonResponse(429, slowed, { 'Retry-After': '20' }));
      renderPage();
      expect(screen.queryByLabelText(/Two-factor code/)).toBeNull();
      await submit();
      expect(await screen.findByText(`${ACCOUNT_MESSAGES.signInSlowed} Try again in 20 seconds.`)).toBeTruthy();

      loginAnswers.push(jsonResponse(200, { user: null, csrfToken: 't' }));
      fireEvent.change(screen.getByLabelText(/Two-factor code/), { target: { value: ' 123456 ' } });
      await submit();
      expect(sentBody(1)).toEqual({ email: 'crew@panicsquad.example', password: 'the right password', code: '123456' });
    },
  );

  it('asks for no code after a wrong password', async () => {
    const wrong = { code: 'INVALID_CREDENTIALS', message: ACCOUNT_MESSAGES.invalidCredentials };
    loginAnswers.push(jsonResponse(401, wrong));
    renderPage();
    await submit();
    expect(await screen.findByText(ACCOUNT_MESSAGES.invalidCredentials)).toBeTruthy();
    expect(screen.queryByLabelText(/Two-factor code/)).toBeNull();
    expect(sentBody(0)).toEqual({ email: 'crew@panicsquad.example', password: 'the right password' });
  });
});
