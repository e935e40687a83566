import type { ClearCartResponse } from '@ps/shared/schemas';
import { sessionRequest, useCartMutation } from '@ps/shared/cart';

export const clearCart = (): Promise<ClearCartResponse> =>
  sessionRequest<ClearCartResponse>('/api/cart', { method: 'DELETE' });

export const useClearCart = () =>
  useCartMutation(clearCart, {
    success: 'Cart cleared',
    errorTitle: 'Error clearing cart',
    errorFallback: 'Failed to clear cart',
  });
