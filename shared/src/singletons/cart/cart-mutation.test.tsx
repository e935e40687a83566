import { QueryClient } from '@tanstack/react-query';
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHookWithKit } from '@ps/test-kit/render';
import type { Cart } from '@ps/shared/schemas';
import { cartKeys } from './cart-keys';
import { useCartMutation } from './cart-mutation';

const cartHolding = (itemCount: number) => ({ items: [], summary: { itemCount } }) as unknown as Cart;
const copy = { success: 'Added to cart!', errorTitle: 'Error adding to cart', errorFallback: 'Failed' };

describe('a cart change', () => {
  afterEach(cleanup);

  it('keeps its cart when a read of the cart started before it answers after it', async () => {
    const queryClient = new QueryClient();
    let answerEarlierRead: (cart: Cart) => void = () => undefined;
    const earlierRead = queryClient
      .fetchQuery({
        queryKey: cartKeys.detail(),
        queryFn: () => new Promise<Cart>((resolve) => (answerEarlierRead = resolve)),
      })
      .catch(() => undefined);
    const { result } = renderHookWithKit(() => useCartMutation(async () => ({ cart: cartHolding(1) }), copy), {
      queryClient,
    });

    await act(() => result.current.mutateAsync(undefined));
    answerEarlierRead(cartHolding(0));
    await earlierRead;

    expect(queryClient.getQueryData<Cart>(cartKeys.detail())?.summary.itemCount).toBe(1);
  });
});
