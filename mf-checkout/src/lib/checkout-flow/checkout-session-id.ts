import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { storageKey } from '@ps/shared/brand';

interface CheckoutSessionIdState {
  sessionId: string;
  renew: () => void;
}

/** Spec 3 §4: the checkout session is named by a random id kept in the browser, renewed after an order. */
export const useCheckoutSessionIdStore = create<CheckoutSessionIdState>()(
  persist(
    (set) => ({
      sessionId: crypto.randomUUID(),
      renew: () => set({ sessionId: crypto.randomUUID() }),
    }),
    { name: storageKey('checkout_session_id') },
  ),
);

export const useCheckoutSessionId = (): string => useCheckoutSessionIdStore((state) => state.sessionId);
