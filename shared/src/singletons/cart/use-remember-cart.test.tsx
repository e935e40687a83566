import { QueryClient } from '@tanstack/react-query';
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@ps/shared/schemas';
import { renderWithKit } from '@ps/test-kit/render';
import { cartKeys } from './cart-keys';
import { useCartStore } from './cart-store';
import { rememberCart } from './remember-cart';
import { useRememberCart } from './use-remember-cart';

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

const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown;

function Writer() {
  useRememberCart();
  return null;
}

describe('the cart this browser remembers', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('keeps what each line is and how many, never a price, under the browser session', () => {
    rememberCart('session-a', cart(2));
    expect(stored()).toEqual({
      sessionId: 'session-a',
      lines: [
        {
          id: 7,
          product: { slug: 'panic-tee', name: 'Panic Tee' },
          variant: { attributes: { size: 'M' } },
          imageUrl: '/media/tee.webp',
          quantity: 2,
        },
      ],
    });
    expect(localStorage.getItem(KEY)).not.toMatch(/price|total|25/);
  });

  it('follows every cart the page receives, from a fetch or a mutation, in the order they came', async () => {
    useCartStore.setState({ sessionId: 'session-a' });
    const queryClient = new QueryClient();
    renderWithKit(<Writer />, { queryClient });
    act(() => queryClient.setQueryData(cartKeys.detail(), cart(3)));
    act(() => queryClient.setQueryData(cartKeys.detail(), cart(4)));
    act(() => queryClient.setQueryData(['products', 'list'], cart(5)));
    await vi.waitFor(() => expect(stored()).toMatchObject({ sessionId: 'session-a', lines: [{ quantity: 4 }] }));
  });

  it('writes in the order the carts came, so an emptied cart leaves nothing behind', async () => {
    const writes: string[] = [];
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => writes.push('remember'));
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => writes.push('forget'));
    useCartStore.setState({ sessionId: 'session-a' });
    const queryClient = new QueryClient();
    renderWithKit(<Writer />, { queryClient });
    for (const next of [cart(2), { ...cart(2), items: [] }, cart(1), { ...cart(1), items: [] }])
      act(() => queryClient.setQueryData(cartKeys.detail(), next));
    await vi.waitFor(() => expect(writes).toEqual(['remember', 'forget', 'remember', 'forget']));
    vi.restoreAllMocks();
  });
});
