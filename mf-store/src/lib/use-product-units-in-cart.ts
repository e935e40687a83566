import { useQuery } from '@tanstack/react-query';
import { cartQueryOptions } from '@ps/shared/cart';
import { useVisitorStateReady } from '@ps/shared/page-resource';

/**
 * Units of one product in the cart, every variant together: "In Cart" and the per-order limit's headroom.
 * 0 while the page hydrates, as the server drew it (see `useCartLine`).
 */
export function useProductUnitsInCart(productId: number): number {
  const ready = useVisitorStateReady();
  const { data } = useQuery({
    ...cartQueryOptions(),
    select: (cart) =>
      cart.items.filter((item) => item.product.id === productId).reduce((sum, item) => sum + item.quantity, 0),
  });
  return ready ? (data ?? 0) : 0;
}
