import type { UpdateCartItemResponse } from '@ps/shared/schemas';
import { sessionRequest, useCartMutation } from '@ps/shared/cart';

export interface UpdateCartItemInput {
  itemId: number;
  quantity: number;
}

export const updateCartItem = ({ itemId, quantity }: UpdateCartItemInput): Promise<UpdateCartItemResponse> =>
  sessionRequest<UpdateCartItemResponse>(`/api/cart/items/${itemId}`, { method: 'PUT', body: { quantity } });

export const useUpdateCartItem = () =>
  useCartMutation(updateCartItem, {
    success: (result) => (result.removed ? 'Item removed' : 'Cart updated'),
    errorTitle: 'Error updating cart',
    errorFallback: 'Failed to update cart item',
  });
