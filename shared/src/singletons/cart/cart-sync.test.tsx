import { QueryClient } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '@ps/test-kit/render';
import { announceCartChange, useCartSync } from './cart-sync';

/** What another tab of the same browser opens. */
const otherTab = () => new BroadcastChannel('ps_cart');

function Synced() {
  useCartSync();
  return null;
}

describe('cart sync between tabs', () => {
  const channels: BroadcastChannel[] = [];
  afterEach(() => {
    cleanup();
    channels.splice(0).forEach((each) => each.close());
  });

  it('refetches the cart when another tab says it changed', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderWithKit(<Synced />, { queryClient });
    const tab = otherTab();
    channels.push(tab);
    tab.postMessage('cart-changed');
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cart'] }));
  });

  it('tells the other tabs when this one changes the cart', async () => {
    const tab = otherTab();
    channels.push(tab);
    const heard = vi.fn();
    tab.addEventListener('message', (event) => heard(event.data));
    announceCartChange();
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('cart-changed'));
  });
});
