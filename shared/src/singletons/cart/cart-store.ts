import { create } from 'zustand';
import { getBrowserSessionId, setBrowserSessionId } from '@ps/shared/api';
import { registerSingleton } from '@ps/shared/remote';

interface CartState {
  /** The browser-generated id that names this browser's cart (x-session-id). */
  sessionId: string;
}

/** What the browser owns about the cart; the cart's contents are server data in react-query. */
export const useCartStore = create<CartState>(() => ({
  // A page drawn on the server belongs to no browser, so it has no cart (decision 026).
  sessionId: typeof window === 'undefined' ? '' : getBrowserSessionId(),
}));

registerSingleton('cart', useCartStore);

/**
 * After sign-in the browser uses the account's cart id (the answer's cartSessionId), so
 * the cart follows the account; after sign-out a fresh id, so the next person starts empty.
 * Refetch the cart afterwards (invalidate cartKeys.all).
 */
export function switchCartSession(id: string = crypto.randomUUID()): void {
  setBrowserSessionId(id);
  useCartStore.setState({ sessionId: id });
}
