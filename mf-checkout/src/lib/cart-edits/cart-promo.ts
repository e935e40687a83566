import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@ps/shared/schemas';
import { writeAnswerToQuery } from '@ps/shared/query';
import { announceCartChange, cartKeys, sessionRequest } from '@ps/shared/cart';

export const applyPromo = (code: string): Promise<Cart> =>
  sessionRequest<Cart>('/api/cart/promo', { method: 'POST', body: { code } });

export const removePromo = (): Promise<Cart> => sessionRequest<Cart>('/api/cart/promo', { method: 'DELETE' });

/** Applying or removing the cart's code answers with the cart; the box shows a refusal beside its field. */
export function useCartPromo() {
  const queryClient = useQueryClient();
  const onSuccess = async (cart: Cart) => {
    await writeAnswerToQuery(queryClient, cartKeys.detail(), cart);
    announceCartChange();
  };
  return {
    apply: useMutation({ mutationFn: applyPromo, onSuccess }),
    remove: useMutation({ mutationFn: removePromo, onSuccess }),
  };
}
