import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@ps/shared/schemas';
import { cartKeys } from './cart-keys';
import { useCartSync } from './cart-sync';
import { useRememberCart } from './use-remember-cart';
import { sessionRequest } from './session-request';

export const getCart = (): Promise<Cart> => sessionRequest<Cart>('/api/cart');

/** The cart is never cached by HTTP; react-query holds it and every mutation writes the fresh cart back. */
export const cartQueryOptions = () => queryOptions({ queryKey: cartKeys.detail(), queryFn: getCart });

export const useCart = () => useQuery(cartQueryOptions());

/**
 * The header's count: the one reader on every page, so it also listens for other tabs' changes and
 * keeps this browser's memory of the cart's lines.
 */
export function useCartItemCount(): number {
  useCartSync();
  useRememberCart();
  return useQuery({ ...cartQueryOptions(), select: (cart) => cart.summary.itemCount }).data ?? 0;
}
