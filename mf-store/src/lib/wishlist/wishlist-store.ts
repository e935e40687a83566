import { create } from 'zustand';
import { storageKey } from '@ps/shared/rules';

interface WishlistState {
  productIds: number[];
  toggle: (productId: number) => void;
}

const WISHLIST_KEY = storageKey('wishlist');

/**
 * Read and written by hand rather than through zustand's `persist` (1.1 KB gzip), which every store page
 * would otherwise load for this one list (decision 038). The stored shape is the one `persist` wrote,
 * so wishlists saved before keep working.
 */
function savedProductIds(): number[] {
  try {
    return JSON.parse(window.localStorage.getItem(WISHLIST_KEY) ?? '{}').state?.productIds ?? [];
  } catch {
    return [];
  }
}

const inBrowser = typeof window !== 'undefined';

/** Local only (spec 2): the wishlist never leaves this browser. */
export const useWishlistStore = create<WishlistState>()((set) => ({
  productIds: inBrowser ? savedProductIds() : [],
  toggle: (productId) =>
    set(({ productIds }) => ({
      productIds: productIds.includes(productId)
        ? productIds.filter((id) => id !== productId)
        : [...productIds, productId],
    })),
}));

if (inBrowser) {
  useWishlistStore.subscribe(({ productIds }) =>
    window.localStorage.setItem(WISHLIST_KEY, JSON.stringify({ state: { productIds }, version: 0 })),
  );
}
