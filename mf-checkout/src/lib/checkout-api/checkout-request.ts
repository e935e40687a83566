import { apiRequest, type ApiRequestOptions } from '@ps/shared/api';
import { useCartStore } from '@ps/shared/cart';

/** Checkout calls, like the cart's, name this browser with x-session-id. */
export function checkoutRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { sessionId } = useCartStore.getState();
  return apiRequest<T>(path, { ...options, headers: { ...options.headers, 'x-session-id': sessionId } });
}
