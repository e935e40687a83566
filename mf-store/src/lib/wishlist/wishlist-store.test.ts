// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
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
});
