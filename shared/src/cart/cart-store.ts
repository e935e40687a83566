import { create } from 'zustand';
import { getBrowserSessionId } from '@ps/shared/api';
import { registerSingleton } from '@ps/shared/remote';

interface CartState {
  /** The browser-generated id that names this browser's cart (x-session-id). */
  sessionId: string;
}

/** What the browser owns about the cart; the cart's contents are server data in react-query. */
export const useCartStore = create<CartState>(() => ({ sessionId: getBrowserSessionId() }));

registerSingleton('cart', useCartStore);
