// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useWishlistStore } from './wishlist-store';

describe('wishlist', () => {
  beforeEach(() => useWishlistStore.setState({ productIds: [] }));

  it('toggles products and keeps them in local storage', () => {
    useWishlistStore.getState().toggle(7);
    useWishlistStore.getState().toggle(9);
    useWishlistStore.getState().toggle(7);
    expect(useWishlistStore.getState().productIds).toEqual([9]);
    expect(JSON.parse(window.localStorage.getItem('ps_wishlist') ?? '{}').state.productIds).toEqual([9]);
  });

  it('starts from the list this browser saved before, in the shape zustand persist wrote', async () => {
    window.localStorage.setItem('ps_wishlist', JSON.stringify({ state: { productIds: [3, 5] }, version: 0 }));
    vi.resetModules();
    const { useWishlistStore: reloaded } = await import('./wishlist-store');
    expect(reloaded.getState().productIds).toEqual([3, 5]);
  });

  it('starts empty when the saved list is unreadable', async () => {
    window.localStorage.setItem('ps_wishlist', '{not json');
    vi.resetModules();
    const { useWishlistStore: reloaded } = await import('./wishlist-store');
    expect(reloaded.getState().productIds).toEqual([]);
  });
});
