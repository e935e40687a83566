import { useQuery } from '@tanstack/react-query';
import { cartQueryOptions } from '@ps/shared/cart';

/** Units of one product in the cart, every variant together: "In Cart" and the per-order limit's headroom. */
export function useProductUnitsInCart(productId: number): number {
  const { data } = useQuery({
    ...cartQueryOptions(),
    select: (cart) =>
      cart.items.filter((item) => item.product.id === productId).reduce((sum, item) => sum + item.quantity, 0),
  });
  return data ?? 0;
}
