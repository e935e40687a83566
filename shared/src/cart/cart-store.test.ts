import { beforeEach, describe, expect, it } from 'vitest';
import { selectCartItemCount, useCartStore } from './cart-store';

describe('useCartStore', () => {
  beforeEach(() => useCartStore.setState({ itemCount: 0 }));

  it('keeps the count a whole, non-negative number', () => {
    useCartStore.getState().setItemCount(3.7);
    expect(selectCartItemCount(useCartStore.getState())).toBe(3);
    useCartStore.getState().setItemCount(-2);
    expect(selectCartItemCount(useCartStore.getState())).toBe(0);
  });
});
