import { useQuery } from '@tanstack/react-query';
import { useVisitorStateReady } from '@ps/shared/page-resource';
import type { CartItem } from '@ps/shared/schemas';
import { cartQueryOptions } from './get-cart';

/**
 * The cart line holding a variant, if any: drives "In Cart" and "Added to Cart (n)". None while the page
 * hydrates: the server drew it without a cart, and the header may have loaded this browser's cart by the
 * time a later part hydrates (a mismatch would make React draw that part afresh).
 */
export function useCartLine(variantSku: string | undefined): CartItem | undefined {
  const ready = useVisitorStateReady();
  const { data } = useQuery({
    ...cartQueryOptions(),
    select: (cart) => cart.items.find((item) => item.variant.sku === variantSku),
  });
  return variantSku && ready ? data : undefined;
}
