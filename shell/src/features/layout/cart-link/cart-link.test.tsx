import { useEffect } from 'react';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '@ps/test-kit/render';

const liveLinkLoaded = vi.fn();
vi.mock('./live-cart-count', () => ({
  default: function LiveCartCountDouble({ onCount }: { onCount: (count: number) => void }) {
    liveLinkLoaded();
    useEffect(() => onCount(3), [onCount]);
    return null;
  },
}));

async function renderCartLink() {
  const { CartLink } = await import('./cart-link');
  renderWithKit(<CartLink />);
}

describe('CartLink', () => {
  beforeEach(() => {
    window.localStorage.clear();
    liveLinkLoaded.mockClear();
    vi.resetModules();
  });
  afterEach(cleanup);

  it('shows 0 without loading the cart code when this browser never had a cart', async () => {
    await renderCartLink();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeDefined();
    expect(liveLinkLoaded).not.toHaveBeenCalled();
  });

  it('loads the live count when this browser already has a cart session', async () => {
    window.localStorage.setItem('ps_session_id', crypto.randomUUID());
    await renderCartLink();
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeDefined();
    expect(liveLinkLoaded).toHaveBeenCalled();
  });

  it('switches to the live count as soon as a remote loads the cart, in the same link element', async () => {
    await renderCartLink();
    const drawn = screen.getByRole('link', { name: 'Cart, 0 items' });
    // The same module instance the freshly imported CartLink subscribes to.
    const { registerSingleton } = await import('@ps/shared/remote');
    act(() => registerSingleton('cart', {}));
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBe(drawn);
  });
});
