import type { AddCartItemBody, AddCartItemResponse } from '@ps/shared/schemas';
import { useCartMutation } from './cart-mutation';
import { sessionRequest } from './session-request';

export const addCartItem = (body: AddCartItemBody): Promise<AddCartItemResponse> =>
  sessionRequest<AddCartItemResponse>('/api/cart/items', { method: 'POST', body });

export const useAddCartItem = () =>
  useCartMutation(addCartItem, {
    success: 'Added to cart!',
    errorTitle: 'Error adding to cart',
    errorFallback: 'Failed to add item to cart',
  });
