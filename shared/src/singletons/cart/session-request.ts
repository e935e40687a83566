import { apiRequest, type ApiRequestOptions } from '@ps/shared/api';
import { useCartStore } from './cart-store';

/** Cart and checkout calls name this browser with the x-session-id header (spec 2 §7, spec 3 §7). */
export function sessionRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { sessionId } = useCartStore.getState();
  return apiRequest<T>(path, { ...options, headers: { ...options.headers, 'x-session-id': sessionId } });
}
