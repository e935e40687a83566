import type { RemoveCartItemResponse } from '@ps/shared/schemas';
import { sessionRequest, useCartMutation } from '@ps/shared/cart';

export const removeCartItem = (itemId: number): Promise<RemoveCartItemResponse> =>
  sessionRequest<RemoveCartItemResponse>(`/api/cart/items/${itemId}`, { method: 'DELETE' });

export const useRemoveCartItem = () =>
  useCartMutation(removeCartItem, {
    success: 'Item removed',
    errorTitle: 'Error removing item',
    errorFallback: 'Failed to remove item from cart',
  });
