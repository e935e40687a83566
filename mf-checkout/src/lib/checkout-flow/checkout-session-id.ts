import { create } from 'zustand';
import { isBrowserSessionId } from '@ps/shared/api';
import { storageKey } from '@ps/shared/rules';

const STORAGE_KEY = storageKey('checkout_session_id');

const storedId = (storage: Storage): string | null => {
  const value = storage.getItem(STORAGE_KEY);
  return isBrowserSessionId(value) ? value : null;
};

function writeNewId(storage: Storage): string {
  const id = crypto.randomUUID();
  storage.setItem(STORAGE_KEY, id);
  return id;
}

interface CheckoutSessionIdState {
  sessionId: string;
  /** Picks up the browser's current checkout: this or another tab may have moved on after an order. */
  sync: () => void;
  /**
   * After an order placed from `finishedId`: names the browser's next checkout, unless another
   * tab already did. This tab keeps its finished id until the cart page syncs, so the page it
   * is leaving never starts a new checkout on its way out (and its Back button finds the order).
   */
  prepareNext: (finishedId: string) => void;
}

/**
 * Spec 3 §4: the checkout session is named by a random id kept in the browser. It is
 * written the moment it is made, so every reload and every tab of this browser names
 * the same checkout until an order is placed from it.
 */
export function createCheckoutSessionIdStore(storage: Storage) {
  return create<CheckoutSessionIdState>()((set, get) => ({
    sessionId: storedId(storage) ?? writeNewId(storage),
    sync: () => {
      const current = storedId(storage) ?? writeNewId(storage);
      if (current !== get().sessionId) set({ sessionId: current });
    },
    prepareNext: (finishedId) => {
      if (storedId(storage) === finishedId) writeNewId(storage);
    },
  }));
}

/** A page drawn on the server belongs to no browser, so it names no checkout (decision 026). */
const serverCheckout = create<CheckoutSessionIdState>()(() => ({
  sessionId: '',
  sync: () => {},
  prepareNext: () => {},
}));

export const useCheckoutSessionIdStore =
  typeof window === 'undefined' ? serverCheckout : createCheckoutSessionIdStore(window.localStorage);

export const useCheckoutSessionId = (): string => useCheckoutSessionIdStore((state) => state.sessionId);
