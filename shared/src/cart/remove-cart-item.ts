import type { RemoveCartItemResponse } from '@ps/shared/schemas';
import { useCartMutation } from './cart-mutation';
import { cartRequest } from './cart-request';

export const removeCartItem = (itemId: number): Promise<RemoveCartItemResponse> =>
  cartRequest<RemoveCartItemResponse>(`/api/cart/items/${itemId}`, { method: 'DELETE' });

export const useRemoveCartItem = () =>
  useCartMutation(removeCartItem, {
    success: 'Item removed',
    errorTitle: 'Error removing item',
    errorFallback: 'Failed to remove item from cart',
  });
