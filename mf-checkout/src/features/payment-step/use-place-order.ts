import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@ps/shared/api';
import { cartKeys } from '@ps/shared/cart';
import { checkoutKeys } from '../../lib/checkout-api/get-checkout-session';
import { placeOrder } from '../../lib/checkout-api/place-order';
import { leaveForPayment } from '../../lib/checkout-flow/leave-for-payment';
import { useShowPlacedOrder } from '../../lib/checkout-flow/use-show-placed-order';
import { repricedSession } from './price-change';

/** Places the order and shows it, or sends the buyer to approve a PayPal payment first. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const showPlacedOrder = useShowPlacedOrder();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (result, { sessionId }) => {
      if ('redirectUrl' in result) leaveForPayment(result.redirectUrl);
      else showPlacedOrder(result.orderNumber, sessionId);
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
