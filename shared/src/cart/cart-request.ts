import { apiRequest, type ApiRequestOptions } from '@ps/shared/api';
import { useCartStore } from './cart-store';

/** Every cart call names this browser's cart with the x-session-id header (spec 2 §7). */
export function cartRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { sessionId } = useCartStore.getState();
  return apiRequest<T>(path, { ...options, headers: { ...options.headers, 'x-session-id': sessionId } });
}
