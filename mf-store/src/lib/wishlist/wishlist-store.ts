import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { storageKey } from '@ps/shared/brand';

interface WishlistState {
  productIds: number[];
  toggle: (productId: number) => void;
}

/** Local only (spec 2): the wishlist never leaves this browser. */
export const useWishlistStore = create<WishlistState>()(
  persist(
    (set) => ({
      productIds: [],
      toggle: (productId) =>
        set(({ productIds }) => ({
          productIds: productIds.includes(productId)
            ? productIds.filter((id) => id !== productId)
            : [...productIds, productId],
        })),
    }),
    { name: storageKey('wishlist') },
  ),
);
