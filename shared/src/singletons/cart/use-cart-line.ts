import { useQuery } from '@tanstack/react-query';
import type { CartItem } from '@ps/shared/schemas';
import { cartQueryOptions } from './get-cart';

/** The cart line holding a variant, if any: drives "In Cart" and "Added to Cart (n)". */
export function useCartLine(variantSku: string | undefined): CartItem | undefined {
  const { data } = useQuery({
    ...cartQueryOptions(),
    select: (cart) => cart.items.find((item) => item.variant.sku === variantSku),
  });
  return variantSku ? data : undefined;
}
