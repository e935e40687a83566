import { QueryClient } from '@tanstack/react-query';
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cart } from '@ps/shared/schemas';
import { renderWithKit } from '@ps/test-kit/render';
import { cartKeys } from './cart-keys';
import { useCartStore } from './cart-store';
import { parseRememberedLines, rememberCart, useRememberCart } from './remembered-cart';

const KEY = 'ps_cart_lines';

const cart = (quantity: number): Cart =>
  ({
    items: [
      {
        id: 7,
        product: { id: 1, slug: 'panic-tee', name: 'Panic Tee' },
        variant: { id: 3, sku: 'PT-M', name: 'M', attributes: { size: 'M' } },
        primaryImage: { imageUrl: '/media/tee.webp', altText: 'Tee' },
        quantity,
        price: 25,
        total: 25 * quantity,
        inStock: true,
        maxQuantity: 10,
        availableStock: 40,
      },
    ],
    summary: { itemCount: quantity, subtotal: 25 * quantity, shipping: 0, tax: 0, discount: 0, total: 25 * quantity },
    promo: null,
  }) as Cart;

function Writer() {
  useRememberCart();
  return null;
}

describe('the cart this browser remembers', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('keeps what each line is and how many, never a price', () => {
    rememberCart('session-a', cart(2));
    const raw = localStorage.getItem(KEY);
    expect(parseRememberedLines(raw, 'session-a')).toEqual([
      {
        id: 7,
        product: { slug: 'panic-tee', name: 'Panic Tee' },
        variant: { attributes: { size: 'M' } },
        imageUrl: '/media/tee.webp',
        quantity: 2,
      },
    ]);
    expect(raw).not.toMatch(/price|total|25/);
  });

  it('answers nothing for another session, an empty cart or a stored value of another shape', () => {
    rememberCart('session-a', cart(1));
    expect(parseRememberedLines(localStorage.getItem(KEY), 'session-b')).toBeNull();
    expect(parseRememberedLines('{"sessionId":"session-a","lines":[{"id":"7"}]}', 'session-a')).toBeNull();
    expect(parseRememberedLines('not json', 'session-a')).toBeNull();
    rememberCart('session-a', { ...cart(1), items: [] });
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('follows every cart the page receives, from a fetch or a mutation', () => {
    useCartStore.setState({ sessionId: 'session-a' });
    const queryClient = new QueryClient();
    renderWithKit(<Writer />, { queryClient });
    act(() => queryClient.setQueryData(cartKeys.detail(), cart(3)));
    expect(parseRememberedLines(localStorage.getItem(KEY), 'session-a')?.[0]?.quantity).toBe(3);
    act(() => queryClient.setQueryData(['products', 'list'], cart(5)));
    expect(parseRememberedLines(localStorage.getItem(KEY), 'session-a')?.[0]?.quantity).toBe(3);
  });
});
