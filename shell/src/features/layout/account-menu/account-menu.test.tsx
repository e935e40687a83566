import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccountUser } from '@ps/shared/account';
import { renderWithKit } from '@ps/test-kit/render';
import { AccountMenu } from './account-menu';

function renderMenu() {
  renderWithKit(
    <>
      <AccountMenu />
      <button type="button">Elsewhere</button>
    </>,
  );
}

const toggle = () => screen.getByRole('button', { name: 'Account: Riley' });

/** The menu itself loads lazily, for signed-in customers only. */
async function renderSignedIn() {
  renderMenu();
  await screen.findByRole('button', { name: 'Account: Riley' });
}

describe('AccountMenu', () => {
  beforeEach(() => act(() => setAccountUser({ email: 'riley@example.com', name: 'Riley' })));
  afterEach(() => {
    cleanup();
    act(() => setAccountUser(null));
    vi.unstubAllGlobals();
  });

  it('offers Sign in to a visitor', () => {
    act(() => setAccountUser(null));
    renderMenu();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/account/sign-in');
  });

  it("opens the signed-in customer's menu, and Escape closes it and gives focus back", async () => {
    await renderSignedIn();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Your orders' })).toBeNull();

    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    const orders = screen.getByRole('link', { name: 'Your orders' });
    expect(orders.getAttribute('href')).toBe('/account/orders');
    expect(screen.getByRole('link', { name: 'Your account' }).getAttribute('href')).toBe('/account');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeDefined();

    orders.focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('closes when a click or the focus lands outside it', async () => {
    await renderSignedIn();
    fireEvent.click(toggle());
    fireEvent.pointerDown(document.body);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle());
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('signs out on the server before the page starts over', async () => {
    const fetchMock = vi.fn(async (url: string, _init: RequestInit) =>
      url === '/api/account/session'
        ? new Response(JSON.stringify({ user: null, csrfToken: 'session-token' }))
        : new Response(null, { status: 204 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await renderSignedIn();
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    const logout = fetchMock.mock.calls.find(([url]) => url === '/api/account/logout');
    expect(logout?.[1]).toMatchObject({ method: 'POST', headers: { 'x-csrf-token': 'session-token' } });
  });
});
