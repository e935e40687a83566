import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Cart } from '@ps/shared/schemas';
import { cartKeys } from './cart-keys';
import { useCartStore } from './cart-store';
import { REMEMBERED_CART_KEY } from './remembered-cart-format';

const CART_HASH = JSON.stringify(cartKeys.detail());

// Every page reads the cart, most find it empty: the writer loads with the first cart that holds a line.
const loadWriter = () => import(/* webpackChunkName: "remember-cart" */ './remember-cart');

// One write after another, in the order the carts arrived: a line's write waits for the module, a later empty
// cart's removal must not run before it.
let writes: Promise<void> = Promise.resolve();
const inTurn = (write: () => void | Promise<void>) => {
  writes = writes.then(write).catch(() => undefined);
};

function forgetCart(): void {
  try {
    localStorage.removeItem(REMEMBERED_CART_KEY);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}

/** Writes every cart the page receives (a fetch or a mutation's answer) to the browser's memory of it. */
export function useRememberCart(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (JSON.stringify(event.query.queryKey) !== CART_HASH) return;
        const { sessionId } = useCartStore.getState();
        const cart = event.query.state.data as Cart;
        if (cart.items.length === 0) inTurn(forgetCart);
        else inTurn(() => loadWriter().then(({ rememberCart }) => rememberCart(sessionId, cart)));
      }),
    [queryClient],
  );
}
