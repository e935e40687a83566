import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@ps/shared/api';
import { cartKeys } from '@ps/shared/cart';
import { useNavigate } from '@ps/shared/router';
import { toast } from '@ps/shared/ui';
import { checkoutKeys } from '../../lib/checkout-api/get-checkout-session';
import { placeOrder } from '../../lib/checkout-api/place-order';
import { useCheckoutSessionIdStore } from '../../lib/checkout-flow/checkout-session-id';
import { repricedSession } from './price-change';

/**
 * Places the order, names the browser's next checkout and shows the
 * confirmation (which then closes the checkout, see useFinishCheckout).
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const prepareNext = useCheckoutSessionIdStore((state) => state.prepareNext);
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: ({ orderNumber }, { sessionId }) => {
      toast({
        title: 'Order placed successfully!',
        description: `Your order #${orderNumber} has been confirmed.`,
        variant: 'success',
      });
      prepareNext(sessionId);
      navigate(`/checkout/success?order=${encodeURIComponent(orderNumber)}`);
    },
    onError: (error, { sessionId }) => {
      // The price moved: the page shows the checkout as the server priced it, for the shopper to confirm.
      const repriced = repricedSession(error);
      if (repriced) queryClient.setQueryData(checkoutKeys.session(sessionId), repriced);
      // Placed from another tab, or a line sold out meanwhile: the page shows which once it reads them again.
      if (!(error instanceof ApiError)) return;
      if (repriced) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      if (error.code === 'CHECKOUT_COMPLETED') void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
      if (error.code === 'CART_UNAVAILABLE') void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
