import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Cart } from '@ps/shared/schemas';
import { cartKeys } from './cart-keys';
import { useCartStore } from './cart-store';

const CART_HASH = JSON.stringify(cartKeys.detail());

// Every page counts the cart, few receive one: the writer loads with the first cart, off the first load.
const loadWriter = () => import(/* webpackChunkName: "remember-cart" */ './remember-cart');

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
        // Writes land in the order the carts arrived: every call waits for the same module.
        void loadWriter().then(({ rememberCart }) => rememberCart(sessionId, cart));
      }),
    [queryClient],
  );
}
