import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@ps/shared/schemas';
import { sessionRequest } from './session-request';

export const cartKeys = {
  all: ['cart'] as const,
  detail: () => [...cartKeys.all, 'detail'] as const,
};

export const getCart = (): Promise<Cart> => sessionRequest<Cart>('/api/cart');

/** The cart is never cached by HTTP; react-query holds it and every mutation writes the fresh cart back. */
export const cartQueryOptions = () => queryOptions({ queryKey: cartKeys.detail(), queryFn: getCart });

export const useCart = () => useQuery(cartQueryOptions());

export const useCartItemCount = (): number =>
  useQuery({ ...cartQueryOptions(), select: (cart) => cart.summary.itemCount }).data ?? 0;
