import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartKeys } from '@ps/shared/cart';
import { clearFormDrafts } from '@ps/shared/form';
import { useNavigate } from '@ps/shared/router';
import { toast } from '@ps/shared/ui';
import { placeOrder } from '../../lib/checkout-api/place-order';
import { useCheckoutProgress } from '../../lib/checkout-flow/checkout-progress';
import { useCheckoutSessionIdStore } from '../../lib/checkout-flow/checkout-session-id';

export const CHECKOUT_DRAFT_FORMS = ['customer', 'shipping', 'payment'];

/**
 * Places the order, then does what spec 3 §4 lists after one: refresh the cart,
 * forget the checkout session and its drafts, and show the confirmation.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const renewSession = useCheckoutSessionIdStore((state) => state.renew);
  const resetProgress = useCheckoutProgress((state) => state.reset);
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: ({ orderNumber }) => {
      clearFormDrafts(CHECKOUT_DRAFT_FORMS);
      renewSession();
      resetProgress();
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      toast({
        title: 'Order placed successfully!',
        description: `Your order #${orderNumber} has been confirmed.`,
        variant: 'success',
      });
      navigate(`/checkout/success?order=${encodeURIComponent(orderNumber)}`);
    },
  });
}
