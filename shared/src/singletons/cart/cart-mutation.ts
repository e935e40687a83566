import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userErrorMessage } from '@ps/shared/api';
import type { Cart } from '@ps/shared/schemas';
import { writeAnswerToQuery } from '@ps/shared/query';
import { toast } from '@ps/shared/ui';
import { announceCartChange } from './cart-sync';
import { cartKeys } from './cart-keys';

interface CartMutationCopy<TResult> {
  success: string | ((result: TResult) => string);
  errorTitle: string;
  errorFallback: string;
}

/** Every cart change answers with the refreshed cart; this writes it into the one cart query and toasts the outcome. */
export function useCartMutation<TInput, TResult extends { cart: Cart }>(
  mutationFn: (input: TInput) => Promise<TResult>,
  copy: CartMutationCopy<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      await writeAnswerToQuery(queryClient, cartKeys.detail(), result.cart);
      announceCartChange();
      toast({ title: typeof copy.success === 'function' ? copy.success(result) : copy.success, variant: 'success' });
    },
    onError: (error) => {
      toast({
        title: copy.errorTitle,
        description: userErrorMessage(error, copy.errorFallback),
        variant: 'destructive',
      });
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
