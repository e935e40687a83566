import { create } from 'zustand';

/**
 * The one cart on the page, shared by the header badge, the store and the
 * checkout. Server data (items, totals) will live in react-query; this store
 * keeps what the browser owns about the cart.
 */
interface CartState {
  itemCount: number;
  setItemCount: (count: number) => void;
}

export const useCartStore = create<CartState>((set) => ({
  itemCount: 0,
  setItemCount: (itemCount) => set({ itemCount: Math.max(0, Math.trunc(itemCount)) }),
}));

export const selectCartItemCount = (state: CartState): number => state.itemCount;
