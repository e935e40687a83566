import type { RemoveCartItemResponse } from '@ps/shared/schemas';
import { useCartMutation } from './cart-mutation';
import { sessionRequest } from './session-request';

export const removeCartItem = (itemId: number): Promise<RemoveCartItemResponse> =>
  sessionRequest<RemoveCartItemResponse>(`/api/cart/items/${itemId}`, { method: 'DELETE' });

export const useRemoveCartItem = () =>
  useCartMutation(removeCartItem, {
    success: 'Item removed',
    errorTitle: 'Error removing item',
    errorFallback: 'Failed to remove item from cart',
  });
